// Keeps a screen's data fresh: reloads it quietly when live events of the given types arrive (and on a reset),
// and, while the stream is down, polls every `fallbackMs` instead.
import { useEffect, useRef } from 'react';
import { batchedRefresh } from './batched-refresh';
import { onReset, subscribe, useLiveStatus, type LiveEvent, type LiveEventType, type LiveStatus } from './live-events';

/** Events close together (an import, a sync, a busy webhook) become one reload. */
const BATCH_MS = 300;

export interface LiveRefreshOptions<T extends LiveEventType> {
  /** Which of the events call for a reload; all of them when left out. */
  accept?: (event: LiveEvent<T>) => boolean;
  /** While the stream is not live: reload this often, and whenever the tab is shown again. No polling if left out. */
  fallbackMs?: number;
}

/** Returns the stream's status, for the screen's indicator. */
export function useLiveRefresh<T extends LiveEventType>(
  types: readonly T[],
  refresh: () => unknown,
  { accept, fallbackMs }: LiveRefreshOptions<T> = {},
): LiveStatus {
  const status = useLiveStatus();
  // The newest callbacks, so a re-render does not resubscribe.
  const latest = useRef({ refresh, accept });
  latest.current = { refresh, accept };
  const typesKey = types.join(' ');

  useEffect(() => {
    const batch = batchedRefresh(() => latest.current.refresh(), BATCH_MS);
    const stopEvents = subscribe(typesKey.split(' ') as T[], (event) => {
      const wanted = latest.current.accept;
      if (!wanted || wanted(event)) batch.request();
    });
    const stopReset = onReset(batch.request);
    return () => {
      stopEvents();
      stopReset();
      batch.dispose();
    };
  }, [typesKey]);

  const live = status === 'live';
  useEffect(() => {
    if (live || !fallbackMs) return;
    const poll = () => {
      if (!document.hidden) void latest.current.refresh();
    };
    const timer = setInterval(poll, fallbackMs);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [live, fallbackMs]);

  return status;
}
