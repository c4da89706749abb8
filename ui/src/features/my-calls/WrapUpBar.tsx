import { Coffee, SkipForward, TimerReset } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { duration } from '../../entities/calls/format';
import { useSecondClock } from '../../lib/use-second-clock';
import { Kbd } from './Kbd';

export interface WrapUpBarProps {
  /** When the server makes the agent ready again (once the call has its disposition). */
  endsAt: string | null;
  disposed: boolean;
  askingNext: boolean;
  onNextLead: () => void;
  onPause: () => void;
  /** The campaign dials by itself: what comes next is a call, and the agent only says it is ready for it. */
  dialsByItself: boolean;
}

/** After the call: the time left to wrap up, and once the call has its disposition, the next lead or a pause. */
export function WrapUpBar({ endsAt, disposed, askingNext, onNextLead, onPause, dialsByItself }: WrapUpBarProps) {
  const now = useSecondClock(endsAt !== null);
  const left = endsAt ? Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / 1000)) : 0;
  return (
    <section aria-label="Wrap-up" className="space-y-3 rounded-lg border border-sky-200 bg-sky-50/60 px-4 py-3" data-testid="wrap-up">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-sky-900">
          <TimerReset className="size-4" aria-hidden="true" />
          Wrap-up
          <span className="tabular-nums" data-testid="wrap-up-left" aria-label={`${left} seconds left`}>
            {duration(left)}
          </span>
        </p>
        {disposed && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onPause} disabled={askingNext} aria-keyshortcuts="P">
              <Coffee className="size-4" aria-hidden="true" />
              Pause instead
              <Kbd>P</Kbd>
            </Button>
            <Button size="sm" onClick={onNextLead} busy={askingNext} aria-keyshortcuts="N">
              {!askingNext && <SkipForward className="size-4" aria-hidden="true" />}
              {dialsByItself ? 'Ready now' : 'Next lead now'}
              <Kbd>N</Kbd>
            </Button>
          </div>
        )}
      </div>
      {!disposed && <Alert tone="warning">A disposition is required before the next {dialsByItself ? 'call' : 'lead'}</Alert>}
      {disposed && left === 0 && (
        <p className="text-sm text-sky-900">{dialsByItself ? 'The dialer goes on with your next call…' : 'Your next lead is on its way…'}</p>
      )}
    </section>
  );
}
