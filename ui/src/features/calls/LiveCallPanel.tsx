import { useState } from 'react';
import { PhoneCall, PhoneOff, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconButton } from '../../components/ui/IconButton';
import { hangUpCall } from '../../entities/calls/api';
import { CallHeadline } from '../../entities/calls/CallHeadline';
import { CallStatusBadge } from '../../entities/calls/CallStatusBadge';
import { isFinal } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import { useBrowserAudio } from '../../entities/calls/use-browser-audio';
import { errorMessage } from '../../lib/api-client';
import { useSecondClock } from '../../lib/use-second-clock';
import { useLiveCall } from './use-live-call';

export interface LiveCallPanelProps {
  placed: Call;
  onDismiss: () => void;
  onOpenDetail: (callId: number) => void;
}

/**
 * The call just placed: its state as Twilio reports it, a timer once answered, and Hang up. A browser call starts
 * the Voice SDK here; when the SDK cannot connect, its error is shown and the call is hung up through the server,
 * so the lead is not left on a call that never rings.
 */
export function LiveCallPanel({ placed, onDismiss, onOpenDetail }: LiveCallPanelProps) {
  const { call, reload } = useLiveCall(placed);
  const { audioError, hangUpAudio } = useBrowserAudio(placed, () => void reload());
  const [error, setError] = useState<string | null>(null);
  const [hangingUp, setHangingUp] = useState(false);
  const now = useSecondClock(call !== null && call.answeredAt !== null && !isFinal(call.status));

  async function hangUp() {
    if (!call) return;
    setHangingUp(true);
    setError(null);
    hangUpAudio();
    try {
      await hangUpCall(call.id);
      await reload();
    } catch (caught) {
      console.warn('Hanging up failed', caught);
      setError(errorMessage(caught, 'The call could not be hung up.'));
    } finally {
      setHangingUp(false);
    }
  }

  if (!call) return null;
  const ended = isFinal(call.status);
  const talking = call.answeredAt && !ended ? (now - new Date(call.answeredAt).getTime()) / 1000 : call.talkSeconds;
  return (
    <Card
      role="region"
      aria-label="Current call"
      data-testid="live-call"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 border-primary-200 px-5 py-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <PhoneCall className="size-5" aria-hidden="true" />
      </span>
      <CallHeadline call={call} talking={talking} audioError={audioError} error={error} />
      <div className="ml-auto flex items-center gap-3">
        <div aria-live="polite">
          <CallStatusBadge status={call.status} abandoned={call.abandoned} />
        </div>
        {!ended && (
          <Button variant="danger" busy={hangingUp} onClick={() => void hangUp()}>
            {!hangingUp && <PhoneOff className="size-4" aria-hidden="true" />}
            Hang up
          </Button>
        )}
        {ended && (
          <>
            <Button variant="outline" onClick={() => onOpenDetail(call.id)}>
              View details
            </Button>
            <IconButton label="Dismiss" icon={X} onClick={onDismiss} />
          </>
        )}
      </div>
    </Card>
  );
}
