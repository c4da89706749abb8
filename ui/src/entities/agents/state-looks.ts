import type { BadgeTone } from '../../components/ui/Badge';
import type { AgentStateName } from './types';

/**
 * An agent's state as both the agent's own bar and the admins' board show it, so that the two always agree: ready
 * green, holding a lead blue, wrap-up amber, paused grey, offline a lighter grey.
 */
export const AGENT_STATE_LOOKS: Record<AgentStateName, { label: string; tone: BadgeTone }> = {
  ready: { label: 'Ready', tone: 'success' },
  reserved: { label: 'Reserved', tone: 'info' },
  on_call: { label: 'On a call', tone: 'info' },
  wrap_up: { label: 'Wrap-up', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  offline: { label: 'Offline', tone: 'muted' },
};
