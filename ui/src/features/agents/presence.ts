import type { AgentState } from '../../entities/agents/types';

/**
 * The agents table's Status for the agents at work now, from the live board, so that the table never says Offline
 * of an agent the board shows on a call: paused is Away, any other state at work Online. Agents not at work are
 * absent: the table shows the status stored with them.
 */
export function presenceOf(states: readonly AgentState[] | null): ReadonlyMap<number, string> {
  const presence = new Map<number, string>();
  for (const agent of states ?? []) {
    if (agent.state === 'offline') continue;
    presence.set(agent.agentId, agent.state === 'paused' ? 'away' : 'online');
  }
  return presence;
}
