import { PhoneIncoming } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/Card';
import { useSecondClock } from '../../lib/use-second-clock';
import { duration } from '../calls/format';
import { ConferenceAudioStatus } from './ConferenceAudioStatus';
import type { DialMode } from './dial-mode';
import type { DialerConference } from './use-dialer-conference';

export interface DialerWaitingProps {
  mode: DialMode;
  /** When the agent became ready: the wait is counted from it. */
  since: string | null;
  conference: DialerConference;
}

/** Ready in a campaign that dials by itself: the agent waits for the call the dialer hands over, audio connected. */
export function DialerWaiting({ mode, since, conference }: DialerWaitingProps) {
  const now = useSecondClock(since !== null);
  const waited = since ? (now - new Date(since).getTime()) / 1000 : null;
  return (
    <Card role="region" aria-label="Waiting for a call" data-testid="dialer-waiting">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <PhoneIncoming className="size-5 motion-safe:animate-pulse" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-900">
          Waiting for the next call — the dialer calls for you{mode === 'auto' ? '' : ` (${mode})`}
        </p>
        {waited !== null && (
          <p className="text-sm text-slate-600 tabular-nums">
            Waiting <span data-testid="dialer-waited">{duration(waited)}</span>
          </p>
        )}
        <ConferenceAudioStatus conference={conference} />
      </CardContent>
    </Card>
  );
}
