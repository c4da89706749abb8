import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField, type SelectOption } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import type { Campaign } from '../../entities/campaigns/types';
import { ApiError, errorMessage } from '../../lib/api-client';
import { createCadence, updateCadence } from './api';
import { formOf, payloadOf, stepOfError, textsSomewhere, type CadenceForm } from './cadence-form';
import { CadenceStepsEditor } from './CadenceStepsEditor';
import { useTemplatesStore } from './store';
import type { Cadence, SmsNumber } from './types';

export interface CadenceFormDialogProps {
  /** null makes a new one. */
  cadence: Cadence | null;
  campaigns: readonly Campaign[];
  /** The organization's numbers that can send texts. */
  numbers: readonly SmsNumber[];
  onSaved: (saved: Cadence) => void;
  onClose: () => void;
}

const FORM_ID = 'cadence-form';

/** A cadence's name, the number its texts come from, and its steps. A refused save keeps every field as typed. */
export function CadenceFormDialog({ cadence, campaigns, numbers, onSaved, onClose }: CadenceFormDialogProps) {
  const templates = useTemplatesStore((state) => state.templates) ?? [];
  const [form, setForm] = useState<CadenceForm>(() => formOf(cadence));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Fields the server's `details` named: marked, while its sentence shows once, above the form. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const texts = textsSomewhere(form);

  // The Create button is at the bottom of a tall form: bring the refusal's sentence into view.
  useEffect(() => {
    if (error) document.getElementById('cadence-form-error')?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = payloadOf(form);
    setFieldErrors({});
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(cadence ? await updateCadence(cadence.id, checked.payload) : await createCadence(checked.payload));
    } catch (caught) {
      console.warn('Saving the cadence failed', caught);
      setError(errorMessage(caught, 'Failed to save the cadence.'));
      if (caught instanceof ApiError) setFieldErrors(caught.details);
      setBusy(false);
    }
  }

  const numberOptions: SelectOption[] = [
    { value: '', label: numbers.length === 0 ? 'No number can send texts yet' : 'Choose a number' },
    // A stored number the account no longer has stays visible until it is changed.
    ...(form.smsFrom && !numbers.some((n) => n.phoneNumber === form.smsFrom)
      ? [{ value: form.smsFrom, label: `${form.smsFrom} (not a texting number of the account)` }]
      : []),
    ...numbers.map((n) => ({ value: n.phoneNumber, label: n.friendlyName ? `${n.phoneNumber} · ${n.friendlyName}` : n.phoneNumber })),
  ];

  return (
    <Dialog
      open
      size="xl"
      title={cadence ? 'Edit Cadence' : 'New Cadence'}
      description="The steps a lead goes through once enrolled, and when each runs."
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel={cadence ? 'Update' : 'Create'} onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {error && (
          <Alert tone="error">
            <span id="cadence-form-error">{error}</span>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="cadence-name"
            label="Cadence Name"
            requiredMark
            maxLength={100}
            data-autofocus
            value={form.name}
            disabled={busy}
            invalid={Boolean(fieldErrors['name'])}
            onChange={(event) => setForm((f) => ({ ...f, name: event.target.value }))}
          />
          <SelectField
            id="cadence-sms-from"
            label="Texts come from"
            value={form.smsFrom}
            disabled={busy}
            options={numberOptions}
            invalid={Boolean(fieldErrors['smsFrom'])}
            hint={
              numbers.length === 0
                ? 'Sync your Twilio numbers on Phone Numbers first; needed once a step texts.'
                : texts
                  ? 'Required: a step of this cadence texts.'
                  : 'Needed once a step texts.'
            }
            onChange={(event) => setForm((f) => ({ ...f, smsFrom: event.target.value }))}
          />
        </div>
        <CadenceStepsEditor
          steps={form.steps}
          templates={templates}
          campaigns={campaigns}
          invalidStep={stepOfError(error)}
          disabled={busy}
          onChange={(steps) => setForm((f) => ({ ...f, steps }))}
        />
      </form>
    </Dialog>
  );
}
