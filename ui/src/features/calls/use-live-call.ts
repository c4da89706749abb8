// The call just placed, kept current: reloaded when its call.changed event arrives, and every 2 s as a fallback
// (Twilio's reports can be minutes apart; the stream may be down) until it ends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinal } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import { subscribe } from '../../lib/live-events';
import type { CallDetail } from './types';
import { fetchCall } from './api';

const POLL_MS = 2_000;

export function useLiveCall(placed: Call | null): { call: Call | CallDetail | null; reload: () => Promise<void> } {
  const [call, setCall] = useState<Call | CallDetail | null>(placed);
  const id = placed?.id ?? null;
  const latest = useRef(call);
  latest.current = call;

  useEffect(() => setCall(placed), [placed]);

  const reload = useCallback(async () => {
    if (id === null) return;
    try {
      const fresh = await fetchCall(id);
      // An older answer must not move the panel backwards past a newer one.
      setCall((current) => (current && current.id === fresh.id && current.updatedAt > fresh.updatedAt ? current : fresh));
    } catch (caught) {
      console.warn('Refreshing the call failed', caught);
    }
  }, [id]);

  useEffect(() => {
    if (id === null) return;
    const stop = subscribe('call.changed', (event) => {
      if (event.data.callId === id) void reload();
    });
    const timer = setInterval(() => {
      const current = latest.current;
      if (current && !isFinal(current.status)) void reload();
    }, POLL_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [id, reload]);

  return { call, reload };
}
