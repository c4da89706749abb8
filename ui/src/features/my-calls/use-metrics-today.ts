// The agent's figures since its own local midnight, kept fresh like the other side cards: each look asks for
// midnight to now, so talk time and time paused grow while the page is open.
import type { AgentMetrics } from '../../entities/agents/types';
import { localMidnight } from '../../lib/date-range';
import { fetchMyMetrics } from './api';
import { useKeptFresh, type KeptFresh } from './use-kept-fresh';

function fetchToday(signal?: AbortSignal): Promise<AgentMetrics> {
  const now = new Date();
  return fetchMyMetrics(localMidnight(now), now, signal);
}

export function useMetricsToday(): KeptFresh<AgentMetrics> {
  return useKeptFresh(fetchToday, "Today's figures could not be loaded.");
}
