import { fetchOverview } from '../../entities/overview/api';
import type { OverviewFigures } from '../../entities/overview/types';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveLoad } from '../../lib/use-load';

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
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const { value, failed, live, reload } = useLiveLoad(
    ['call.changed', 'agent.state'],
    from && to ? (signal) => fetchOverview({ from, to }, signal) : null,
    [from, to],
    { keepOnChange: true, what: 'overview', fallbackMs: FALLBACK_MS },
  );
  return { figures: value, failed, live, reload };
}
