import { api } from '../../lib/api-client';
import type { Agent, AgentState } from './types';

/** The organization's agents (GET /mayor/agents); deactivated ones only with `showInactive`. */
export function fetchAgents(showInactive: boolean, signal?: AbortSignal): Promise<Agent[]> {
  return api.get<Agent[]>(showInactive ? '/mayor/agents?showInactive=true' : '/mayor/agents', signal);
}

/** Every active user of the organization and where it is at work now. */
export async function fetchAgentStates(signal?: AbortSignal): Promise<AgentState[]> {
  return (await api.get<{ agents: AgentState[] }>('/agents/states', signal)).agents;
}
