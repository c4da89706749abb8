import { Ban } from 'lucide-react';
import { useId } from 'react';
import { TextAreaField } from '../../components/ui/TextAreaField';
import type { Call } from '../../entities/calls/types';
import type { Disposition } from '../../entities/dispositions/types';
import { cn } from '../../lib/class-names';
import { Kbd } from './Kbd';
import { offeredDispositions } from './offered-dispositions';

const MAX_NOTES = 2000;

export interface DispositionPadProps {
  call: Call;
  dispositions: Disposition[];
  notes: string;
  onNotesChange: (notes: string) => void;
  /** The code being saved, to show which button works. */
  saving: string | null;
  onGive: (disposition: Disposition) => void;
  error: string | null;
}

function label(d: Disposition): string {
  return `${d.label}${d.hotkey ? ` (key ${d.hotkey.toUpperCase()})` : ''}`;
}

/** Notes and one button per outcome with its emoji and hotkey; the one given is pressed. Given again, it replaces. */
export function DispositionPad({ call, dispositions, notes, onNotesChange, saving, onGive, error }: DispositionPadProps) {
  const id = useId();
  const { outcomes, doNotCall } = offeredDispositions(dispositions);
  const given = call.disposition?.code ?? null;
  const button = (d: Disposition, className: string) => (
    <button
      key={d.code}
      type="button"
      aria-pressed={given === d.code}
      aria-label={label(d)}
      aria-keyshortcuts={d.hotkey ? d.hotkey.toUpperCase() : undefined}
      disabled={saving !== null}
      onClick={() => onGive(d)}
      className={cn(
        'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-left text-sm font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'disabled:cursor-wait disabled:opacity-60',
        className,
        given === d.code && 'ring-2 ring-primary-500 ring-offset-1',
        saving === d.code && 'animate-pulse',
      )}
    >
      {d.emoji && <span aria-hidden="true">{d.emoji}</span>}
      <span className="min-w-0 flex-1">{d.label}</span>
      {d.hotkey && <Kbd>{d.hotkey}</Kbd>}
    </button>
  );
  return (
    <section aria-label="Disposition" className="@container space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Disposition</h3>
        {call.disposition && (
          <p className="text-sm text-slate-600" data-testid="disposition-given">
            Given: {call.disposition.emoji} {call.disposition.label}
          </p>
        )}
      </div>
      <TextAreaField
        id={`${id}-notes`}
        label="Call notes"
        rows={2}
        value={notes}
        maxLength={MAX_NOTES}
        hint={`${notes.length} / ${MAX_NOTES} · saved with the disposition`}
        onChange={(event) => onNotesChange(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2 @md:grid-cols-3" role="group" aria-label="Dispositions">
        {outcomes.map((d) => button(d, 'border-slate-200 bg-white text-slate-800 hover:border-slate-300 hover:bg-slate-50'))}
      </div>
      {doNotCall && (
        <div className="flex flex-wrap items-center gap-2">
          {button(doNotCall, 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100')}
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Ban className="size-3.5" aria-hidden="true" />
            Puts the number on the do-not-call list
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
