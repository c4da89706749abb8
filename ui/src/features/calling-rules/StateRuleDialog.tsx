import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { WeekHoursEditor } from '../../components/week-hours/WeekHoursEditor';
import type { DayHours } from '../../components/week-hours/day-hours';
import type { KnownState, StateRule } from './types';

export interface StateRuleDialogProps {
  /** The rule being edited; null adds one. */
  rule: StateRule | null;
  /** States that have no rule yet (offered when adding). */
  available: readonly KnownState[];
  /** The organization's hours: a new rule starts from them. */
  organizationDays: readonly DayHours[];
  onApply: (rule: StateRule) => void;
  onClose: () => void;
}

const FORM_ID = 'state-rule-form';
const MAX_CALLS_LIMIT = 50;

/** Adds or edits one state's rule in the page's draft; "Save Calling Rules" stores it with the rest. */
export function StateRuleDialog({ rule, available, organizationDays, onApply, onClose }: StateRuleDialogProps) {
  const adding = rule === null;
  const [state, setState] = useState(rule?.state ?? available[0]?.state ?? '');
  const [days, setDays] = useState<DayHours[]>(() => [...(rule?.days ?? organizationDays)]);
  const [maxCalls, setMaxCalls] = useState(rule?.maxCallsPer24h?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = adding ? available.find((s) => s.state === state)?.name : rule.name;
    if (!name) {
      setError('Choose a state.');
      return;
    }
    const trimmed = maxCalls.trim();
    const limit = trimmed === '' ? null : Number(trimmed);
    if (limit !== null && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_CALLS_LIMIT)) {
      setError(`Calls per 24 hours must be a whole number from 1 to ${MAX_CALLS_LIMIT}, or empty for no limit.`);
      return;
    }
    const badDay = days.find((d) => d.opens !== null && d.closes !== null && (d.opens === '' || d.closes === '' || d.opens >= d.closes));
    if (badDay) {
      setError("Each day's calling hours must start before they end.");
      return;
    }
    onApply({ state: adding ? state : rule.state, name, days, maxCallsPer24h: limit });
  }

  return (
    <Dialog
      open
      size="lg"
      title={adding ? 'Add State Rule' : `Edit State Rule — ${rule.name}`}
      description="A lead of this state is called only inside both the organization's hours and these."
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={false} submitLabel="Apply" onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {adding && (
          <SelectField
            id="state-rule-state"
            label="State"
            value={state}
            options={available.map((s) => ({ value: s.state, label: s.name }))}
            onChange={(event) => setState(event.target.value)}
          />
        )}
        <WeekHoursEditor idPrefix="state-day" days={days} onChange={setDays} defaultHours={{ opens: '08:00', closes: '20:00' }} />
        <div className="max-w-xs">
          <TextField
            id="state-rule-max-calls"
            label="Calls per 24 Hours"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CALLS_LIMIT}
            step={1}
            hint="The most calls a lead of this state may get in any 24 hours; empty for no limit."
            value={maxCalls}
            onChange={(event) => setMaxCalls(event.target.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}
