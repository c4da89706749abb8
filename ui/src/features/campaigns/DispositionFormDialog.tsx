import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Checkbox } from '../../components/ui/Checkbox';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { InsertChips } from '../../components/ui/InsertChips';
import type { Disposition } from '../../entities/dispositions/types';
import { fetchEmojis } from '../../entities/emojis/api';
import { STATUS_OPTIONS } from '../../entities/leads/statuses';
import type { LeadStatus } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { createDisposition, updateDisposition } from './dispositions-api';
import { FLAGS, type DispositionFlag, type DispositionPayload } from './dispositions-types';

export interface DispositionFormDialogProps {
  /** null adds one. */
  disposition: Disposition | null;
  onSaved: (saved: Disposition) => void;
  onClose: () => void;
}

const FORM_ID = 'disposition-form';

/** Label, emoji, hotkey, the lead status it gives and what it counts as. */
export function DispositionFormDialog({ disposition, onSaved, onClose }: DispositionFormDialogProps) {
  const [label, setLabel] = useState(disposition?.label ?? '');
  const [emoji, setEmoji] = useState(disposition?.emoji ?? '');
  const [hotkey, setHotkey] = useState(disposition?.hotkey ?? '');
  const [leadStatus, setLeadStatus] = useState<string>(disposition?.leadStatus ?? '');
  const [flags, setFlags] = useState<Record<DispositionFlag, boolean>>(() => ({
    contact: disposition?.contact ?? false,
    conversion: disposition?.conversion ?? false,
    callback: disposition?.callback ?? false,
    doNotCall: disposition?.doNotCall ?? false,
    final: disposition?.final ?? false,
    machine: disposition?.machine ?? false,
  }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emojiSet, setEmojiSet] = useState<string[]>([]);

  useEffect(() => {
    fetchEmojis()
      .then(setEmojiSet)
      .catch((caught: unknown) => console.warn('Loading the emoji set failed', caught));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!label.trim()) {
      setError('Please enter a label');
      return;
    }
    const payload: DispositionPayload = {
      label: label.trim(),
      emoji: emoji.trim(),
      hotkey: hotkey.trim().toLowerCase(),
      leadStatus: leadStatus === '' ? null : (leadStatus as LeadStatus),
      ...flags,
    };
    setBusy(true);
    setError(null);
    try {
      onSaved(disposition ? await updateDisposition(disposition.id, payload) : await createDisposition(payload));
    } catch (caught) {
      console.warn('Saving a disposition failed', caught);
      setError(errorMessage(caught, 'Failed to save the disposition.'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      title={disposition ? 'Edit Disposition' : 'Add Disposition'}
      description="What an agent presses to end a call, and what it does to the lead."
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel={disposition ? 'Update' : 'Create'} onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <TextField id="disposition-label" label="Label" requiredMark maxLength={40} value={label} disabled={busy} data-autofocus onChange={(event) => setLabel(event.target.value)} />
          </div>
          <TextField id="disposition-emoji" label="Emoji" placeholder="👍" value={emoji} disabled={busy} onChange={(event) => setEmoji(event.target.value)} />
          <TextField
            id="disposition-hotkey"
            label="Hotkey"
            hint="One key: 0-9 or a-z"
            maxLength={1}
            value={hotkey}
            disabled={busy}
            onChange={(event) => setHotkey(event.target.value)}
          />
          <SelectField
            id="disposition-status"
            label="Sets Lead Status"
            value={leadStatus}
            disabled={busy}
            options={[{ value: '', label: 'Leave as it is' }, ...STATUS_OPTIONS]}
            onChange={(event) => setLeadStatus(event.target.value)}
          />
          {emojiSet.length > 0 && (
            <div className="sm:col-span-3">
              <InsertChips
                label="Pick one of your emojis"
                large
                chips={emojiSet.map((choice) => ({ text: choice, label: `Use ${choice}` }))}
                disabled={busy}
                onInsert={setEmoji}
              />
            </div>
          )}
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Counts as</legend>
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag.key}
              id={`disposition-flag-${flag.key}`}
              checked={flags[flag.key]}
              disabled={busy}
              onChange={(event) => setFlags((previous) => ({ ...previous, [flag.key]: event.target.checked }))}
            >
              <span className="font-medium text-slate-800">{flag.label}</span> — {flag.hint}
            </Checkbox>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
