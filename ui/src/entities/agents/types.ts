// An agent as the admins' screens list it, and where it is at work: shared by the agents screen, the live board,
// the wallboard, the agent's own workspace and the screens that pick agents.

/** An agent as GET /mayor/agents lists it. */
export interface Agent {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  extension: string;
  /** Lower case from the server; other values are shown as they come. */
  role: string;
  status: string;
  maxConcurrentCalls: number;
  autoAnswer: boolean;
  active: boolean;
  campaignIds: number[];
  createdAt: string;
  updatedAt: string;
}

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
  /** Its audio (browser or phone) is in its own conference: the dialer of a progressive or power campaign calls for it. */
  inConference: boolean;
}

/** GET /me/metrics: the agent's figures over a range (calls by the hour they were placed in). */
export interface AgentMetrics {
  calls: number;
  contacts: number;
  conversions: number;
  talkSeconds: number;
  /** Talk and wrap-up per call; null without calls. */
  averageHandleSeconds: number | null;
  pausedSeconds: number;
  secondsInState: Partial<Record<AgentStateName, number>>;
}
