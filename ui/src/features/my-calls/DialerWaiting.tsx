import { PhoneIncoming } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/Card';
import { duration } from '../../entities/calls/format';
import type { CallAudio } from '../../entities/calls/types';
import { useSecondClock } from '../../lib/use-second-clock';
import { AudioChoice } from './AudioChoice';
import { ConferenceAudioStatus, type ConferenceAudio } from './ConferenceAudioStatus';
import type { DialMode } from './dial-mode';

export interface DialerWaitingProps {
  mode: DialMode;
  /** When the agent became ready: the wait is counted from it. */
  since: string | null;
  /** How the agent hears its calls: this browser, or its phone rung into its conference. */
  audio: CallAudio;
  onAudioChange: (audio: CallAudio) => void;
  conference: ConferenceAudio;
  /** The number rung when the audio is the phone. */
  phoneNumber: string | null;
}

/** Ready in a campaign that dials by itself: the agent waits for the call the dialer hands over, audio connected. */
export function DialerWaiting({ mode, since, audio, onAudioChange, conference, phoneNumber }: DialerWaitingProps) {
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
        <AudioChoice value={audio} onChange={onAudioChange} />
        <ConferenceAudioStatus conference={conference} phone={audio === 'phone' ? { number: phoneNumber } : undefined} />
      </CardContent>
    </Card>
  );
}
