import type { AgentState, AgentStateName } from '../../entities/agents/types';
import type { Call } from '../../entities/calls/types';
import type { Lead, LeadActivityEntry, LeadCallingTime } from '../../entities/leads/types';

export interface MyState extends AgentState {
  /** The running campaigns the agent is assigned to: where it can go ready. */
  workableCampaigns: Array<{ id: number; name: string; dialMode: string }>;
}

export interface PauseReason {
  id: number;
  label: string;
}

/** A lead's skip by an agent, kept and shown with the lead. */
export interface LeadSkip {
  agent: string;
  reason: string;
  at: string;
}

/** The lead the agent works (GET /me/lead, POST /me/next-lead): reserved, on its call or in its wrap-up. */
export interface HeldLead {
  state: AgentStateName;
  campaign: { id: number; name: string; dialMode: string; wrapUpSeconds: number };
  lead: Lead;
  callingTime: LeadCallingTime;
  attempts: number;
  /** The code of the disposition its last call got in this campaign. */
  lastOutcome: string | null;
  priority: number;
  source: string | null;
  /** The campaign's script with the lead's fields filled in. */
  script: string;
  history: LeadActivityEntry[];
  calls: Call[];
  skips: LeadSkip[];
  call: Call | null;
  wrapUpEndsAt: string | null;
}

/** POST /me/next-lead: the lead, or none with the server's reason. */
export interface NextLeadAnswer {
  held: HeldLead | null;
  message?: string;
}

/** A callback the agent may take (GET /me/callbacks): its own, and anyone's in its campaigns. */
export interface ScheduledCallback {
  id: number;
  lead: { id: number; name: string; phone: string };
  campaign: { id: number; name: string };
  dueAt: string;
  /** Lead-local, "2026-11-27T10:30". */
  localTime: string;
  timezone: string;
  mineOnly: boolean;
  note: string;
  /** queued: its time came and the lead waits in the campaign's hopper. */
  status: 'scheduled' | 'queued';
  overdue: boolean;
}

/** The callback asked for with a callback disposition. */
export interface CallbackRequest {
  /** Lead-local "2026-11-27T10:30". */
  at: string;
  mineOnly: boolean;
  note: string;
}
