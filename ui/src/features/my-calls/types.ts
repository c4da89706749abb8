export type AgentStateName = 'offline' | 'ready' | 'paused' | 'reserved' | 'on_call' | 'wrap_up';

export interface AgentState {
  agentId: number;
  name: string;
  state: AgentStateName;
  campaign: { id: number; name: string } | null;
  pauseReason: string | null;
  callId: number | null;
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
