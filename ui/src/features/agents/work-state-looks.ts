import type { AgentState, AgentStateName } from '../../entities/agents/types';

/** The counts at the top of the board; a reserved agent is about to call its lead, so it counts as on call. */
export const STATE_COUNTS = [
  { label: 'Ready', states: ['ready'] },
  { label: 'On call', states: ['reserved', 'on_call'] },
  { label: 'Wrap-up', states: ['wrap_up'] },
  { label: 'Paused', states: ['paused'] },
  { label: 'Offline', states: ['offline'] },
] as const satisfies ReadonlyArray<{ label: string; states: readonly AgentStateName[] }>;

export function isAtWork(agent: AgentState): boolean {
  return agent.state !== 'offline';
}
