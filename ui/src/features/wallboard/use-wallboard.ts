import { useEffect } from 'react';
import { fetchAgentStates } from '../../entities/agents/api';
import type { AgentState } from '../../entities/agents/types';
import type { Call } from '../../entities/calls/types';
import { fetchOverview, todayRange } from '../../entities/overview/api';
import type { OverviewFigures } from '../../entities/overview/types';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveLoad } from '../../lib/use-load';
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
  // A failed load keeps what was shown (the TV says it may be old); a newer load replaces one still under way.
  const agents = useLiveLoad(['agent.state'], fetchAgentStates, [], { what: 'agent states', fallbackMs: FALLBACK_MS });
  const calls = useLiveLoad(['call.changed'], fetchLiveCalls, [], { what: 'live calls', fallbackMs: FALLBACK_MS });
  const figures = useLiveLoad(['call.changed', 'agent.state'], (signal) => fetchOverview(todayRange(), signal), [], {
    what: "today's figures",
  });
  const { reload: loadAgents } = agents;
  const { reload: loadCalls } = calls;
  const { reload: loadFigures } = figures;

  useEffect(() => {
    const timer = window.setInterval(() => {
      loadAgents();
      loadCalls();
      loadFigures();
    }, FULL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [loadAgents, loadCalls, loadFigures]);

  return {
    agents: agents.value,
    calls: calls.value,
    figures: figures.value,
    stale: agents.failed || calls.failed || figures.failed,
    live: agents.live,
  };
}
