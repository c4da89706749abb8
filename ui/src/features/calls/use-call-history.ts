// The history's rows for a filter: the first page, more pages on request (cursor paging), and a quiet reload of
// what is shown when calls change (call.changed, batched; polling while the stream is down).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Call } from '../../entities/calls/types';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import type { LiveStatus } from '../../lib/live-events';
import type { CallFilter } from './types';
import { fetchCallHistory } from './api';

export const PAGE_SIZE = 50;
/** The most rows a live reload asks for at once (the API's limit). */
const MOST_ROWS = 200;
const FALLBACK_POLL_MS = 30_000;

export interface CallHistory {
  calls: Call[] | null;
  nextCursor: string | null;
  loadFailed: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  live: LiveStatus;
  reload: () => void;
  loadMore: () => void;
}

/** `filter` null: nothing to load yet (incomplete custom dates). */
export function useCallHistory(filter: CallFilter | null): CallHistory {
  const [calls, setCalls] = useState<Call[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // How many rows are shown, so a live reload keeps the pages the user has opened.
  const shown = useRef(0);
  const filterKey = filter ? JSON.stringify(filter) : '';

  useEffect(() => {
    if (!filter) return;
    const controller = new AbortController();
    setCalls(null);
    setLoadFailed(false);
    setMoreFailed(false);
    fetchCallHistory(filter, null, PAGE_SIZE, controller.signal)
      .then((page) => {
        shown.current = page.calls.length;
        setCalls(page.calls);
        setNextCursor(page.nextCursor);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the call history failed', caught);
        setLoadFailed(true);
      });
    return () => controller.abort();
    // filterKey stands for filter.
  }, [filterKey, attempt]);

  const refresh = useCallback(async () => {
    if (!filter) return;
    const page = await fetchCallHistory(filter, null, Math.min(MOST_ROWS, Math.max(PAGE_SIZE, shown.current)));
    shown.current = page.calls.length;
    setCalls(page.calls);
    setNextCursor(page.nextCursor);
    setLoadFailed(false);
  }, [filterKey]);

  const live = useLiveRefresh(['call.changed'], refresh, { fallbackMs: FALLBACK_POLL_MS });

  const loadMore = useCallback(() => {
    if (!filter || !nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchCallHistory(filter, nextCursor, PAGE_SIZE)
      .then((page) => {
        setCalls((previous) => {
          const known = new Set((previous ?? []).map((call) => call.id));
          const merged = [...(previous ?? []), ...page.calls.filter((call) => !known.has(call.id))];
          shown.current = merged.length;
          return merged;
        });
        setNextCursor(page.nextCursor);
      })
      .catch((caught: unknown) => {
        console.warn('Loading more calls failed', caught);
        setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  }, [filterKey, nextCursor, loadingMore]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { calls, nextCursor, loadFailed, loadingMore, moreFailed, live, reload, loadMore };
}
