import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Ban, Clock } from 'lucide-react';
import { Dialog } from '../../components/ui/Dialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { listOptions } from '../../entities/leads/list-options';
import { isLeadStatus, STATUS_OPTIONS } from '../../entities/leads/statuses';
import type { Lead, LeadList, LeadStatus } from '../../entities/leads/types';
import { ApiError } from '../../lib/api-client';
import { fetchCallingTime } from './api';
import { describeCallingTime } from './calling-time';
import { timeZoneOptions } from './time-zone-options';
import { SAVE_FAILED } from './store';
import type { LeadPayload } from './types';

// The server's limit; shown as a count so a long paste does not come as a surprise.
const NOTES_LIMIT = 10_000;
const FORM_ID = 'lead-form';

interface LeadForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  status: LeadStatus;
  notes: string;
  state: string;
  postalCode: string;
  /** '' to go by state, postal code or phone. */
  timezone: string;
  /** '' for no list. */
  listId: string;
}

type TextKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'state' | 'postalCode';

const EMPTY_FORM: LeadForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  status: 'new',
  notes: '',
  state: '',
  postalCode: '',
  timezone: '',
  listId: '',
};

// A lead imported with one "name" column has no first and last name; splitting it lets the form show and keep it.
function formFor(lead: Lead | null): LeadForm {
  if (!lead) return EMPTY_FORM;
  let { firstName, lastName } = lead;
  if (!firstName.trim() && !lastName.trim() && lead.name.trim()) {
    const [first = '', ...rest] = lead.name.trim().split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return {
    firstName,
    lastName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    status: lead.status,
    notes: lead.notes,
    state: lead.state,
    postalCode: lead.postalCode,
    timezone: lead.timezone,
    listId: lead.listId === null ? '' : String(lead.listId),
  };
}

function payloadFor(form: LeadForm, initial: LeadForm, lead: Lead | null): LeadPayload {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  // Sends `name`: the lead's own name while the first and last name are untouched (it may be a full
  // name from an import), else the two joined.
  const untouched = form.firstName === initial.firstName && form.lastName === initial.lastName;
  const name = untouched && lead ? lead.name : [firstName, lastName].filter(Boolean).join(' ');
  return {
    name,
    firstName,
    lastName,
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    status: form.status,
    notes: form.notes,
    state: form.state.trim(),
    postalCode: form.postalCode.trim(),
    timezone: form.timezone,
    listId: form.listId ? Number(form.listId) : null,
  };
}

export interface LeadFormDialogProps {
  open: boolean;
  /** null adds a new lead. */
  lead: Lead | null;
  lists: readonly LeadList[];
  onSave: (id: number | null, payload: LeadPayload) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Add New Lead" / "Edit Lead" with First Name … Notes (3 rows), plus state, postal code, time zone and the list; Cancel and
 * Create/Update. A refused save keeps the dialog open with the reason.
 */
export function LeadFormDialog({ open, lead, lists, onSave, onClose }: LeadFormDialogProps) {
  const [initial, setInitial] = useState<LeadForm>(EMPTY_FORM);
  const [form, setForm] = useState<LeadForm>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [callingTime, setCallingTime] = useState<string | null>(null);

  // Every opening starts from the lead (or blank), never from what an earlier, cancelled edit left behind.
  useEffect(() => {
    if (!open) return;
    const start = formFor(lead);
    setInitial(start);
    setForm(start);
    setBusy(false);
    setError(null);
    setInvalid({});
  }, [open, lead]);

  // An existing lead's own time now, and whether it may be called: read once per opening.
  useEffect(() => {
    setCallingTime(null);
    if (!open || !lead) return;
    const controller = new AbortController();
    fetchCallingTime(lead.id, controller.signal)
      .then((time) => setCallingTime(describeCallingTime(time)))
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) console.warn('Reading the lead\'s local time failed', caught);
      });
    return () => controller.abort();
  }, [open, lead]);

  const update = <K extends keyof LeadForm>(key: K, value: LeadForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    if (!invalid[key]) return;
    const rest = { ...invalid, [key]: false };
    setInvalid(rest);
    // The banner was about the marked fields: once the user has changed every one of them, it goes too.
    if (!Object.values(rest).some(Boolean)) setError(null);
  };

  const text = (key: TextKey) => ({
    id: `lead-${key}`,
    name: key,
    value: form[key],
    invalid: Boolean(invalid[key]),
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSave(lead?.id ?? null, payloadFor(form, initial, lead));
      onClose();
    } catch (caught) {
      console.warn('Saving the lead failed', caught);
      // Our sentence first, then what the server said was wrong, when it said something.
      const detail = caught instanceof ApiError ? caught.serverMessage : undefined;
      setError(detail ? `${SAVE_FAILED} ${detail}` : SAVE_FAILED);
      setInvalid(
        caught instanceof ApiError ? Object.fromEntries(Object.keys(caught.details).map((key) => [key, true])) : {},
      );
      setBusy(false);
    }
  }

  const listSelectOptions = listOptions(lists, [{ value: '', label: 'No List' }]);
  if (form.listId && !lists.some((list) => String(list.id) === form.listId)) {
    listSelectOptions.push({ value: form.listId, label: lead?.list_name || `List #${form.listId}` });
  }
  const notesLength = form.notes.length;
  const zoneOptions = useMemo(() => timeZoneOptions(form.timezone), [form.timezone]);

  return (
    <Dialog
      open={open}
      title={lead ? 'Edit Lead' : 'Add New Lead'}
      size="lg"
      dismissible={!busy}
      closeOnBackdrop
      onClose={onClose}
      footer={
        <FormDialogButtons form={FORM_ID} busy={busy} submitLabel={lead ? 'Update' : 'Create'} onCancel={onClose} />
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="space-y-4">
        {error && (
          <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="off" {...text('firstName')} />
          <TextField label="Last Name" autoComplete="off" {...text('lastName')} />
          <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
          <TextField label="Company" autoComplete="off" {...text('company')} />
          <SelectField
            id="lead-status"
            label="Status"
            options={STATUS_OPTIONS}
            value={form.status}
            invalid={Boolean(invalid['status'])}
            onChange={(event) => {
              const value = event.target.value;
              if (isLeadStatus(value)) update('status', value);
            }}
          />
          <TextField label="State" autoComplete="off" {...text('state')} />
          <TextField label="Postal Code" autoComplete="off" {...text('postalCode')} />
          <SelectField
            id="lead-timezone"
            label="Time Zone"
            options={zoneOptions}
            value={form.timezone}
            invalid={Boolean(invalid['timezone'])}
            onChange={(event) => update('timezone', event.target.value)}
          />
          <SelectField
            id="lead-list"
            label="List"
            options={listSelectOptions}
            value={form.listId}
            invalid={Boolean(invalid['listId'])}
            onChange={(event) => update('listId', event.target.value)}
          />
        </div>
        {lead?.doNotCall && (
          <p className="flex items-start gap-1.5 text-xs font-medium text-red-700" data-testid="lead-dnc">
            <Ban className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            On the do-not-call list: this lead is never called or texted.
          </p>
        )}
        {callingTime && (
          <p className="flex items-start gap-1.5 text-xs text-slate-600" data-testid="lead-calling-time">
            <Clock className="mt-px size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            {callingTime}
          </p>
        )}
        <TextAreaField
          id="lead-notes"
          label="Notes"
          rows={3}
          value={form.notes}
          hint={`${notesLength.toLocaleString('en-US')} / ${NOTES_LIMIT.toLocaleString('en-US')}`}
          error={notesLength > NOTES_LIMIT ? 'Notes must be at most 10,000 characters' : undefined}
          onChange={(event) => update('notes', event.target.value)}
        />
      </form>
    </Dialog>
  );
}
