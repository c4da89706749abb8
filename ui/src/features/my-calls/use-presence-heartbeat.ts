import { useEffect } from 'react';
import { sendHeartbeat } from './api';

/** The server takes an agent offline after 60 s without hearing from its browser: say "still here" every 20 s. */
const HEARTBEAT_MS = 20_000;

/** While `working` (ready, paused, on a call …), tells the server this tab is still open. */
export function usePresenceHeartbeat(working: boolean) {
  useEffect(() => {
    if (!working) return;
    const beat = () => {
      sendHeartbeat().catch((caught: unknown) => console.warn('The heartbeat did not reach the server', caught));
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [working]);
}
