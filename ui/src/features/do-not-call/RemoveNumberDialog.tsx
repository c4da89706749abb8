import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { TextAreaField } from '../../components/ui/TextAreaField';
import type { DncNumberRecord } from '../../entities/do-not-call/types';
import { errorMessage } from '../../lib/api-client';
import { removeDncNumber } from './api';

export interface RemoveNumberDialogProps {
  phone: string;
  campaignId: number | null;
  listLabel: string;
  onRemoved: (record: DncNumberRecord) => void;
  onClose: () => void;
}

const FORM_ID = 'dnc-remove-form';

/** Takes a number off one list; the removal is kept on the number's record with the reason. */
export function RemoveNumberDialog({ phone, campaignId, listLabel, onRemoved, onClose }: RemoveNumberDialogProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError('Say why the number may be called again.');
      return;
    }
    setBusy(true);
    try {
      onRemoved(await removeDncNumber(phone, campaignId, note.trim()));
    } catch (caught) {
      console.warn('Removing a do-not-call number failed', caught);
      setError(errorMessage(caught, 'Failed to remove the number.'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      role="alertdialog"
      title={`Remove ${phone}?`}
      description={`From the ${listLabel}. It may be called again; the removal and its reason stay on its record.`}
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel="Remove Number" onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextAreaField
          id="dnc-remove-note"
          label="Reason"
          maxLength={500}
          value={note}
          disabled={busy}
          data-autofocus
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
