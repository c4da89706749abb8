// The agent's upcoming callbacks, kept fresh: a disposition (call.changed) or a state change (agent.state) may add
// or take one, and a minute's wait may make one overdue.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { subscribe } from '../../lib/live-events';
import { fetchMyCallbacks } from './api';
import type { ScheduledCallback } from './types';

const REFRESH_MS = 60_000;

export function useMyCallbacks(): { callbacks: ScheduledCallback[] | null; error: string | null; reload: () => void } {
  const [callbacks, setCallbacks] = useState<ScheduledCallback[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setCallbacks(await fetchMyCallbacks(signal));
      setError(null);
    } catch (caught) {
      if (signal?.aborted) return;
      console.warn('Loading your callbacks failed', caught);
      setError(errorMessage(caught, 'Your callbacks could not be loaded.'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const stop = subscribe(['agent.state', 'call.changed'], () => void load());
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      controller.abort();
      stop();
      window.clearInterval(timer);
    };
  }, [load]);

  return { callbacks, error, reload: () => void load() };
}
