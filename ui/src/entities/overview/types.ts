// The floor's figures as GET /overview answers them: the overview page and the wallboard show the same ones.
import type { AgentStateName } from '../agents/types';
import type { CallCounts as CallTotals, NamedCounts } from '../calls/types';
import type { DialMode } from '../campaigns/types';

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
