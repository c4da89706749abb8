import { Mic, MicOff, Pause, PhoneCall, PhoneOff, Play } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { CallHeadline } from '../../entities/calls/CallHeadline';
import { CallStatusBadge } from '../../entities/calls/CallStatusBadge';
import { isFinal } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import type { BrowserAudioControls } from '../../entities/calls/use-browser-audio';
import { useSecondClock } from '../../lib/use-second-clock';
import { Kbd } from './Kbd';

export interface CallStripProps {
  call: Call;
  audio: BrowserAudioControls;
  hangingUp: boolean;
  onHangUp: () => void;
  holding: boolean;
  onToggleHold: () => void;
  error: string | null;
}

/**
 * The call going on: who and how, its state as Twilio reports it, the talk timer, mute, hold (a lead the dialer
 * connected is a participant Twilio can hold; a call the agent placed is not) and hang up.
 */
export function CallStrip({ call, audio, hangingUp, onHangUp, holding, onToggleHold, error }: CallStripProps) {
  const ended = isFinal(call.status);
  const now = useSecondClock(call.answeredAt !== null && !ended);
  const talking = call.answeredAt && !ended ? (now - new Date(call.answeredAt).getTime()) / 1000 : call.talkSeconds;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid="live-call">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <PhoneCall className="size-5" aria-hidden="true" />
      </span>
      <CallHeadline call={call} talking={talking} audioError={audio.audioError} error={error} />
      <div className="flex flex-wrap items-center gap-2">
        <div aria-live="polite">
          <CallStatusBadge status={call.status} abandoned={call.abandoned} />
          {call.onHold && !ended && (
            <Badge tone="warning" className="ml-2" data-testid="on-hold">
              On hold
            </Badge>
          )}
        </div>
        {!ended && audio.canMute && (
          <Button variant="outline" aria-pressed={audio.muted} aria-keyshortcuts="M" onClick={() => audio.setMuted(!audio.muted)}>
            {audio.muted ? <MicOff className="size-4" aria-hidden="true" /> : <Mic className="size-4" aria-hidden="true" />}
            {audio.muted ? 'Unmute' : 'Mute'}
            <Kbd>M</Kbd>
          </Button>
        )}
        {!ended && call.inConference && call.answeredAt && (
          <Button variant="outline" busy={holding} aria-pressed={call.onHold} aria-keyshortcuts="L" onClick={onToggleHold}>
            {!holding && (call.onHold ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />)}
            {call.onHold ? 'Resume' : 'Hold'}
            <Kbd>L</Kbd>
          </Button>
        )}
        {!ended && (
          <Button variant="danger" busy={hangingUp} onClick={onHangUp} aria-keyshortcuts="H">
            {!hangingUp && <PhoneOff className="size-4" aria-hidden="true" />}
            Hang up
            <Kbd>H</Kbd>
          </Button>
        )}
      </div>
    </div>
  );
}
