// The browser leg of a call placed in this tab: started once, torn down with the screen. When the Voice SDK cannot
// connect, its error is kept and the call is hung up through the server, so the lead is not left on a call that
// never rings.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { hangUpCall } from './api';
import { connectBrowserAudio, type BrowserAudio } from './browser-audio';
import { isFinal } from './format';
import type { Call } from './types';

export interface BrowserAudioControls {
  /** The SDK's sentence when the audio failed; null while it works (or for a phone bridge). */
  audioError: string | null;
  /** A browser call placed here, still going: mute applies to it. */
  canMute: boolean;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** Ends the browser's leg (the server's hang-up ends the call itself). */
  hangUpAudio: () => void;
}

/** `placed`: the call this tab placed (null: none); `onEnded` is told when the browser's leg has ended. */
export function useBrowserAudio(placed: Call | null, onEnded: () => void): BrowserAudioControls {
  const [audioError, setAudioError] = useState<string | null>(null);
  const [muted, setMutedState] = useState(false);
  const [live, setLive] = useState(false);
  const audio = useRef<BrowserAudio | null>(null);
  const latestOnEnded = useRef(onEnded);
  latestOnEnded.current = onEnded;

  useEffect(() => {
    setAudioError(null);
    setMutedState(false);
    if (!placed || placed.audio !== 'browser' || isFinal(placed.status)) return;
    let stopped = false;
    const endThroughServer = async (message: string) => {
      setAudioError(message);
      setLive(false);
      try {
        await hangUpCall(placed.id);
      } catch (caught) {
        // Already ended (409) is what we wanted.
        console.warn('Hanging up after the browser audio failed', caught);
      }
      latestOnEnded.current();
    };
    setLive(true);
    connectBrowserAudio(placed.id, {
      onFailed: (message) => {
        if (!stopped) void endThroughServer(message);
      },
      onDisconnected: () => {
        if (stopped) return;
        setLive(false);
        latestOnEnded.current();
      },
    })
      .then((connected) => {
        if (stopped) connected.hangUp();
        else audio.current = connected;
      })
      .catch((caught: unknown) => {
        if (stopped) return;
        console.warn('Starting browser audio failed', caught);
        void endThroughServer(errorMessage(caught, caught instanceof Error ? caught.message : String(caught)));
      });
    return () => {
      stopped = true;
      setLive(false);
      audio.current?.hangUp();
      audio.current = null;
    };
  }, [placed]);

  return {
    audioError,
    canMute: live,
    muted,
    setMuted: (mute) => {
      setMutedState(mute);
      audio.current?.setMuted(mute);
    },
    hangUpAudio: () => audio.current?.hangUp(),
  };
}
