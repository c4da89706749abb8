import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api-client';
import { addDncNumber } from './api';
import { ListSelect } from './ListSelect';
import type { DncNumberRecord } from './types';

export interface AddNumberDialogProps {
  campaigns: readonly { id: number; name: string }[];
  /** Filled in when the dialog is opened for a lead. */
  initialPhone?: string;
  initialNote?: string;
  onAdded: (record: DncNumberRecord) => void;
  onClose: () => void;
}

const FORM_ID = 'dnc-add-form';

/** One number onto the organization's list or a campaign's, with a note saying why. */
export function AddNumberDialog({ campaigns, initialPhone = '', initialNote = '', onAdded, onClose }: AddNumberDialogProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [note, setNote] = useState(initialNote);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) {
      setError('Enter a phone number, such as +1 202 555 0147');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAdded(await addDncNumber(phone.trim(), campaignId, note.trim()));
    } catch (caught) {
      console.warn('Adding a do-not-call number failed', caught);
      setError(errorMessage(caught, 'Failed to add the number.'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title="Add to Do Not Call"
      description="This number will never be called or texted from the list you choose."
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel="Add Number" onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          id="dnc-phone"
          label="Phone Number"
          type="tel"
          requiredMark
          autoComplete="off"
          placeholder="+1 202 555 0147"
          value={phone}
          disabled={busy}
          data-autofocus
          onChange={(event) => setPhone(event.target.value)}
        />
        {campaigns.length > 0 && (
          <ListSelect id="dnc-add-list" value={campaignId} campaigns={campaigns} onChange={setCampaignId} disabled={busy} />
        )}
        <TextAreaField
          id="dnc-note"
          label="Note"
          hint="Why, in a few words: kept with the number."
          maxLength={500}
          value={note}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
