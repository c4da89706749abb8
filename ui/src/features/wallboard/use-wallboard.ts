import { useEffect } from 'react';
import { fetchAgentStates } from '../../entities/agents/api';
import type { AgentState } from '../../entities/agents/types';
import type { Call } from '../../entities/calls/types';
import { fetchOverview, todayRange } from '../../entities/overview/api';
import type { OverviewFigures } from '../../entities/overview/types';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { useQuietLoad } from './use-quiet-load';
import { fetchLiveCalls } from './wallboard-api';

/** While the event stream is down, agents and calls are asked for this often. */
const FALLBACK_MS = 10_000;
/**
 * Everything is asked for again this often, stream or not: the hopper refills and the leads dialable now change
 * with the clock without an event, and a first load that failed is tried again with nobody at the TV to press Retry.
 */
const FULL_REFRESH_MS = 30_000;

export interface WallboardData {
  /** Each part is null until its first answer. */
  agents: AgentState[] | null;
  calls: Call[] | null;
  figures: OverviewFigures | null;
  /** The last load of some part failed: what is shown may be old. */
  stale: boolean;
  live: LiveStatus;
}

/**
 * What the floor's TV shows, kept current by the live stream (agent.state, call.changed, and the reset that follows
 * a server restart), by polling while the stream is down, and by a full refresh every 30 seconds.
 */
export function useWallboard(): WallboardData {
  const agents = useQuietLoad('agent states', fetchAgentStates);
  const calls = useQuietLoad('live calls', fetchLiveCalls);
  const figures = useQuietLoad("today's figures", () => fetchOverview(todayRange()));
  const { reload: loadAgents } = agents;
  const { reload: loadCalls } = calls;
  const { reload: loadFigures } = figures;

  useEffect(() => {
    const all = () => {
      void loadAgents();
      void loadCalls();
      void loadFigures();
    };
    all();
    const timer = window.setInterval(all, FULL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [loadAgents, loadCalls, loadFigures]);

  const live = useLiveRefresh(['agent.state'], loadAgents, { fallbackMs: FALLBACK_MS });
  useLiveRefresh(['call.changed'], loadCalls, { fallbackMs: FALLBACK_MS });
  useLiveRefresh(['call.changed', 'agent.state'], loadFigures);

  return {
    agents: agents.value,
    calls: calls.value,
    figures: figures.value,
    stale: agents.failed || calls.failed || figures.failed,
    live,
  };
}
