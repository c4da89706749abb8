import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { Input, Label } from '../../components/ui/Input';
import { TextAreaField } from '../../components/ui/TextAreaField';
import type { Disposition } from '../../entities/dispositions/types';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/class-names';
import { giveCallback } from './api';
import { leadClock } from './lead-clock';
import type { HeldLead } from './types';

const MAX_NOTE = 500;

export interface CallbackDialogProps {
  /** The callback disposition being given; null: closed. */
  disposition: Disposition | null;
  held: HeldLead;
  callId: number;
  /** The call's notes, saved with the disposition. */
  notes: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The lead-local date of tomorrow, from its clock now ("2026-11-26T14:05:00" → "2026-11-27"). */
function tomorrowThere(localNow: string | null | undefined): string {
  const today = localNow ? new Date(`${localNow.slice(0, 10)}T00:00:00Z`) : new Date();
  today.setUTCDate(today.getUTCDate() + 1);
  return today.toISOString().slice(0, 10);
}

const WHO: ReadonlyArray<{ mineOnly: boolean; label: string; hint: string }> = [
  { mineOnly: true, label: 'Only me', hint: 'The lead comes back to you' },
  { mineOnly: false, label: 'Anyone', hint: 'Any agent of the campaign takes it' },
];

/**
 * When to call back, on the lead's own clock (the server checks it against the lead's calling window and says why
 * not), for whom, and a note for whoever calls.
 */
export function CallbackDialog({ disposition, held, callId, notes, onClose, onSaved }: CallbackDialogProps) {
  const id = useId();
  const clock = leadClock(held.callingTime);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [mineOnly, setMineOnly] = useState(true);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = disposition !== null;

  useEffect(() => {
    if (!open) return;
    setDate(tomorrowThere(held.callingTime.localTimes[0]?.localTime));
    setTime('10:00');
    setMineOnly(true);
    setNote('');
    setTimeError(null);
    setError(null);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!disposition) return;
    if (!date || !time) {
      setTimeError('Choose the date and the time to call back');
      return;
    }
    setBusy(true);
    setTimeError(null);
    setError(null);
    try {
      await giveCallback(callId, disposition.code, notes, { at: `${date}T${time}`, mineOnly, note: note.trim() });
      onSaved();
    } catch (caught) {
      const message = errorMessage(caught, 'The callback could not be scheduled.');
      // The server names the time when the time is what is wrong: the sentence goes by the picker.
      if (caught instanceof ApiError && caught.details['callback.at']) setTimeError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title="Schedule a callback"
      description={`${held.lead.name || held.lead.phone} · ${disposition?.emoji ?? ''} ${disposition?.label ?? ''}`}
      onClose={onClose}
      dismissible={!busy}
      footer={<FormDialogButtons form="callback-form" submitLabel="Schedule callback" busy={busy} onCancel={onClose} />}
    >
      <form id="callback-form" className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <fieldset className="space-y-2" aria-describedby={timeError ? `${id}-time-error` : `${id}-hours`}>
          <legend className="text-sm font-medium text-slate-700">Lead's time ({clock.zone ?? 'unknown zone'})</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input id={`${id}-date`} type="date" value={date} invalid={timeError !== null} data-autofocus onChange={(event) => setDate(event.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-time`}>Time</Label>
              <Input id={`${id}-time`} type="time" value={time} invalid={timeError !== null} onChange={(event) => setTime(event.target.value)} />
            </div>
          </div>
          {timeError ? (
            <p id={`${id}-time-error`} role="alert" className="text-sm text-red-700" data-testid="callback-time-error">
              {timeError}
            </p>
          ) : (
            <p id={`${id}-hours`} className="text-xs text-slate-500">
              Calling hours there today: {clock.hours}
              {clock.time ? ` · it is ${clock.time} there now` : ''}
            </p>
          )}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Who calls back</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WHO.map((choice) => (
              <label
                key={choice.label}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2',
                  'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  mineOnly === choice.mineOnly ? 'border-primary-500 bg-primary-50/60' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-who`}
                  checked={mineOnly === choice.mineOnly}
                  onChange={() => setMineOnly(choice.mineOnly)}
                  className="mt-1 accent-primary-600"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{choice.label}</span>
                  <span className="block text-xs text-slate-500">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id={`${id}-note`}
          label="Note for the callback (optional)"
          rows={2}
          value={note}
          maxLength={MAX_NOTE}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
