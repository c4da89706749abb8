// What a side card of /mycalls shows, kept fresh: a disposition (call.changed) or a state change (agent.state) may
// change it, and a minute's wait may too (a callback falls overdue, today's time in a state grows).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { subscribe } from '../../lib/live-events';

const REFRESH_MS = 60_000;

export interface KeptFresh<T> {
  /** null until the first answer. */
  value: T | null;
  error: string | null;
  reload: () => void;
}

/** `load` fetches it; `failure` is the sentence shown when it cannot be loaded. */
export function useKeptFresh<T>(load: (signal?: AbortSignal) => Promise<T>, failure: string): KeptFresh<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setValue(await latestLoad.current(signal));
        setError(null);
      } catch (caught) {
        if (signal?.aborted) return;
        console.warn(failure, caught);
        setError(errorMessage(caught, failure));
      }
    },
    [failure],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    const stop = subscribe(['agent.state', 'call.changed'], () => void refresh());
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      controller.abort();
      stop();
      window.clearInterval(timer);
    };
  }, [refresh]);

  return { value, error, reload: () => void refresh() };
}
