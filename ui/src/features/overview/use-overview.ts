import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchOverview } from '../../entities/overview/api';
import type { OverviewFigures } from '../../entities/overview/types';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveRefresh } from '../../lib/use-live-refresh';

/** While the live stream is down the figures are asked for this often. */
const FALLBACK_MS = 30_000;

export interface OverviewState {
  /** The figures of the range last asked for; the previous range's until they come. */
  figures: OverviewFigures | null;
  failed: boolean;
  live: LiveStatus;
  reload: () => void;
}

/**
 * The overview of [from, to) (null: none chosen yet), reloaded as calls and agents change (and by polling while
 * the stream is down).
 */
export function useOverview(range: { from: string; to: string } | null): OverviewState {
  const [figures, setFigures] = useState<OverviewFigures | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const reload = useCallback(() => {
    inFlight.current?.abort();
    if (!from || !to) return;
    const controller = new AbortController();
    inFlight.current = controller;
    fetchOverview({ from, to }, controller.signal)
      .then((answer) => {
        setFigures(answer);
        setFailed(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the overview failed', caught);
        setFailed(true);
      });
  }, [from, to]);

  useEffect(() => {
    reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  const live = useLiveRefresh(['call.changed', 'agent.state'], reload, { fallbackMs: FALLBACK_MS });
  return { figures, failed, live, reload };
}
