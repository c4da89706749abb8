import type { AgentStateName } from '../../entities/agents/types';
import { withSeries } from '../../entities/calls/analytics-series';
import type { CallCounts as CallTotals, NamedCounts } from '../../entities/calls/types';
import type { DialMode } from '../../entities/campaigns/types';
import { api } from '../../lib/api-client';

export interface OutcomeCount {
  code: string;
  label: string;
  emoji: string;
  calls: number;
}

/** GET /overview: the range's figures and what the floor looks like now (docs/api.md, "Overview"). */
export interface OverviewFigures {
  from: string;
  to: string;
  totals: CallTotals;
  /** Per hour for a day; per day of the viewer's zone (`days`, `previousDays`) for longer ranges (seriesQuery). */
  hours?: Array<CallTotals & { hour: string }>;
  previousHours?: Array<CallTotals & { hour: string }>;
  days?: Array<CallTotals & { day: string; start: string }>;
  previousDays?: Array<CallTotals & { day: string; start: string }>;
  agents: NamedCounts[];
  /** The calls given each disposition, most first. */
  outcomes: OutcomeCount[];
  abandonRate: { days: number; abandoned: number; answeredByPerson: number; rate: number | null; limit: number };
  agentsByState: Record<AgentStateName, number>;
  activeCampaigns: Array<{
    id: number;
    name: string;
    dialMode: DialMode;
    dialableLeads: number;
    inHopper: number;
    hopperLevel: number;
  }>;
  /** The do-not-call list's last import: stale when there is none or it is older than maxAgeDays (31). */
  doNotCallRegistry: { ageDays: number | null; stale: boolean; maxAgeDays: number };
}

/** Today in the viewer's own time: from its midnight to the next. */
export function todayRange(now = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function fetchOverview(range: { from: string; to: string }, signal?: AbortSignal): Promise<OverviewFigures> {
  return withSeries(range.from, range.to, (series) =>
    api.get<OverviewFigures>(`/overview?${new URLSearchParams({ ...range, ...series })}`, signal),
  );
}
