import type { Call } from '../calls/types';
import type { Lead, LeadActivityEntry, LeadCallingTime } from '../leads/types';

export type AgentStateName = 'offline' | 'ready' | 'paused' | 'reserved' | 'on_call' | 'wrap_up';

export interface AgentState {
  agentId: number;
  name: string;
  state: AgentStateName;
  campaign: { id: number; name: string } | null;
  pauseReason: string | null;
  callId: number | null;
  /** The lead it holds: reserved, on its call or in its wrap-up. */
  lead: { id: number; name: string } | null;
  /** When the state began; null: never at work. */
  since: string | null;
}

export interface MyState extends AgentState {
  /** The running campaigns the agent is assigned to: where it can go ready. */
  workableCampaigns: Array<{ id: number; name: string }>;
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
