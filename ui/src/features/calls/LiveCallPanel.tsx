import { useEffect, useRef, useState } from 'react';
import { Headphones, PhoneCall, PhoneOff, Smartphone, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IconButton } from '../../components/ui/IconButton';
import { errorMessage } from '../../lib/api-client';
import { hangUpCall } from './api';
import { connectBrowserAudio, type BrowserAudio } from './browser-audio';
import { CallStatusBadge } from './CallStatusBadge';
import { duration, isFinal } from './format';
import type { Call } from './types';
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
  const [audioError, setAudioError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hangingUp, setHangingUp] = useState(false);
  const audio = useRef<BrowserAudio | null>(null);
  const now = useNow(call !== null && call.answeredAt !== null && !isFinal(call.status));

  useEffect(() => {
    if (placed.audio !== 'browser' || isFinal(placed.status)) return;
    let stopped = false;
    connectBrowserAudio(placed.id, {
      onFailed: (message) => {
        if (stopped) return;
        setAudioError(message);
        void endThroughServer(placed.id);
      },
      onDisconnected: () => void reload(),
    })
      .then((connected) => {
        if (stopped) connected.hangUp();
        else audio.current = connected;
      })
      .catch((caught: unknown) => {
        if (stopped) return;
        console.warn('Starting browser audio failed', caught);
        setAudioError(errorMessage(caught, caught instanceof Error ? caught.message : String(caught)));
        void endThroughServer(placed.id);
      });
    return () => {
      stopped = true;
      audio.current?.hangUp();
    };
  }, [placed]);

  async function endThroughServer(id: number) {
    try {
      await hangUpCall(id);
    } catch (caught) {
      // Already ended (409) is what we wanted.
      console.warn('Hanging up after the browser audio failed', caught);
    }
    await reload();
  }

  async function hangUp() {
    if (!call) return;
    setHangingUp(true);
    setError(null);
    audio.current?.hangUp();
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
      <div className="min-w-56 flex-1">
        <p className="font-semibold text-slate-900">
          {call.lead?.name || call.to} <span className="font-normal text-slate-500 tabular-nums">{call.to}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            {call.audio === 'phone' ? (
              <Smartphone className="size-4" aria-hidden="true" />
            ) : (
              <Headphones className="size-4" aria-hidden="true" />
            )}
            {call.audio === 'phone' ? 'Your phone rings first' : 'In this browser'}
          </span>
          {call.campaign && <span>{call.campaign.name}</span>}
          {talking !== null && <span className="tabular-nums">Talk {duration(talking)}</span>}
        </p>
        {audioError && (
          <p role="alert" className="mt-1 text-sm text-red-700" data-testid="browser-audio-error">
            Browser audio failed: {audioError}
          </p>
        )}
        {call.error && <p className="mt-1 text-sm text-red-700">{call.error}</p>}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
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

/** The current time, ticking each second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
