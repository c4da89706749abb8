import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { fetchOverview, todayRange, type OverviewFigures } from './overview-api';

/** While the live stream is down the figures are asked for this often. */
const FALLBACK_MS = 30_000;

/** Today's overview, reloaded as calls and agents change (and by polling while the stream is down). */
export function useOverview(): { figures: OverviewFigures | null; failed: boolean; live: LiveStatus; reload: () => void } {
  const [figures, setFigures] = useState<OverviewFigures | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    fetchOverview(todayRange(), controller.signal)
      .then((answer) => {
        setFigures(answer);
        setFailed(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the overview failed', caught);
        setFailed(true);
      });
  }, []);

  useEffect(() => {
    reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  const live = useLiveRefresh(['call.changed', 'agent.state'], reload, { fallbackMs: FALLBACK_MS });
  return { figures, failed, live, reload };
}
