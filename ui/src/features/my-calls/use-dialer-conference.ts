// The agent's own conference in progressive and power campaigns: the browser joins it while the agent is at work
// (ready, on a call, wrapping up) and leaves it when the agent pauses or goes offline. The dialer places calls only
// for agents whose leg is there, so the screen says whether it is, and offers Retry when it is not.
import { useCallback, useEffect, useRef, useState } from 'react';
import { joinDialerConference, type BrowserAudio } from '../../entities/calls/browser-audio';
import type { BrowserAudioControls } from '../../entities/calls/use-browser-audio';
import { errorMessage } from '../../lib/api-client';

export type ConferenceStatus = 'off' | 'connecting' | 'connected' | 'failed';

export interface DialerConference {
  status: ConferenceStatus;
  /** Why the audio is not there (the SDK's or the server's sentence); null unless failed. */
  error: string | null;
  retry: () => void;
  /** For the call strip: mute applies to the conference leg; hanging up the lead's call leaves the agent in it. */
  controls: BrowserAudioControls;
}

const DROPPED = 'Your audio was disconnected.';

export function useDialerConference(wanted: boolean): DialerConference {
  const [status, setStatus] = useState<ConferenceStatus>('off');
  const [error, setError] = useState<string | null>(null);
  const [muted, setMutedState] = useState(false);
  // Bumped by Retry: the effect joins again.
  const [attempt, setAttempt] = useState(0);
  const leg = useRef<BrowserAudio | null>(null);

  useEffect(() => {
    setMutedState(false);
    if (!wanted) {
      setStatus('off');
      setError(null);
      return;
    }
    let stopped = false;
    const fail = (message: string) => {
      if (stopped) return;
      leg.current = null;
      setStatus('failed');
      setError(message);
    };
    setStatus('connecting');
    setError(null);
    joinDialerConference({
      onConnected: () => {
        if (!stopped) setStatus('connected');
      },
      onFailed: fail,
      // Twilio ended the leg (the network, the conference closed): the dialer stops calling until it is back.
      onDisconnected: () => fail(DROPPED),
    })
      .then((joined) => {
        if (stopped) joined.hangUp();
        else leg.current = joined;
      })
      .catch((caught: unknown) => {
        console.warn('Joining the dialer conference failed', caught);
        fail(errorMessage(caught, caught instanceof Error ? caught.message : String(caught)));
      });
    return () => {
      stopped = true;
      leg.current?.hangUp();
      leg.current = null;
    };
  }, [wanted, attempt]);

  const setMuted = useCallback((mute: boolean) => {
    setMutedState(mute);
    leg.current?.setMuted(mute);
  }, []);

  return {
    status,
    error,
    retry: () => setAttempt((n) => n + 1),
    controls: {
      audioError: status === 'failed' ? error : null,
      canMute: status === 'connected',
      muted,
      setMuted,
      hangUpAudio: () => undefined,
    },
  };
}
