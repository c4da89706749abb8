import type { BadgeTone } from '../../components/ui/Badge';
import type { AgentState, AgentStateName } from '../my-calls/types';

/** The board's colours: ready green, holding a lead blue, wrap-up amber, paused grey, offline a lighter grey. */
export const WORK_STATE_LOOKS: Record<AgentStateName, { label: string; tone: BadgeTone }> = {
  ready: { label: 'Ready', tone: 'success' },
  reserved: { label: 'Reserved', tone: 'info' },
  on_call: { label: 'On call', tone: 'info' },
  wrap_up: { label: 'Wrap-up', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  offline: { label: 'Offline', tone: 'muted' },
};

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
