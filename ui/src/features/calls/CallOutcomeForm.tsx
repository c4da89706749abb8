import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { disposeCall } from '../../entities/calls/api';
import type { Disposition } from '../../entities/dispositions/types';
import { errorMessage } from '../../lib/api-client';
import type { CallDetail } from './types';

const MAX_NOTES = 2000;

export interface CallOutcomeFormProps {
  call: CallDetail;
  dispositions: Disposition[];
  /** Told once the server kept the outcome. */
  onSaved: () => void;
}

/**
 * The call's outcome: a disposition of the organization and notes, saved in one go (the lead's status, retry and
 * do-not-call follow on the server). Changing it later replaces it; a number once put on do-not-call stays there.
 */
export function CallOutcomeForm({ call, dispositions, onSaved }: CallOutcomeFormProps) {
  const id = useId();
  const [code, setCode] = useState(call.disposition?.code ?? '');
  const [notes, setNotes] = useState(call.notes);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Another tab or the agent may give the outcome meanwhile: show what the server holds.
  useEffect(() => {
    setCode(call.disposition?.code ?? '');
    setNotes(call.notes);
  }, [call.id, call.disposition?.code, call.notes]);

  const options = [
    { value: '', label: 'Choose a disposition…' },
    ...dispositions
      .filter((d) => (d.active && !d.system) || d.code === call.disposition?.code)
      .map((d) => ({ value: d.code, label: `${d.emoji ? `${d.emoji} ` : ''}${d.label}` })),
  ];
  const unchanged = code === (call.disposition?.code ?? '') && notes === call.notes;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!code) {
      setError('Choose a disposition');
      return;
    }
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await disposeCall(call.id, code, notes);
      setSaved(true);
      onSaved();
    } catch (caught) {
      setError(errorMessage(caught, 'The outcome could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={(event) => void save(event)} aria-label="Call outcome">
      <SelectField
        id={`${id}-outcome`}
        label="Disposition"
        options={options}
        value={code}
        disabled={saving}
        error={error ?? undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setSaved(false);
        }}
      />
      <TextAreaField
        id={`${id}-notes`}
        label="Notes"
        value={notes}
        maxLength={MAX_NOTES}
        disabled={saving}
        hint={`${notes.length} / ${MAX_NOTES}`}
        onChange={(event) => {
          setNotes(event.target.value);
          setSaved(false);
        }}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" busy={saving} disabled={unchanged && !error}>
          Save outcome
        </Button>
        {saved && (
          <span role="status" className="text-sm text-emerald-700">
            Saved
          </span>
        )}
      </div>
    </form>
  );
}
