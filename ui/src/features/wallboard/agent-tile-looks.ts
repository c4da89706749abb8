import type { AgentState, AgentStateName } from '../../entities/agents/types';

/**
 * Each state's colour block on the wallboard, readable across a room: near the overview's dots (ready green, on a
 * call blue, reserved indigo, paused amber, offline grey), wrap-up a redder purple so it stands apart from reserved
 * at a distance; dark enough for white text (amber carries dark text).
 */
export const TILE_LOOKS: Record<AgentStateName, { label: string; tile: string }> = {
  ready: { label: 'Ready', tile: 'bg-emerald-700 text-white' },
  reserved: { label: 'Reserved', tile: 'bg-indigo-600 text-white' },
  on_call: { label: 'On call', tile: 'bg-sky-700 text-white' },
  wrap_up: { label: 'Wrap-up', tile: 'bg-fuchsia-800 text-white' },
  paused: { label: 'Paused', tile: 'bg-amber-400 text-slate-950' },
  offline: { label: 'Offline', tile: 'bg-slate-800 text-slate-400' },
};

/** The legend's order: the states a supervisor looks for first. */
export const STATE_ORDER: readonly AgentStateName[] = ['ready', 'on_call', 'reserved', 'wrap_up', 'paused', 'offline'];

/**
 * The agents on the floor today: every one at work, and those who left it since `midnight` (ms); users never at
 * work today (admins, the week's absent) would only crowd the board. At work first, then by name as the API sends
 * them, so a tile only moves when its agent comes or goes.
 */
export function agentsOnTheFloor(agents: readonly AgentState[], midnight: number): AgentState[] {
  const atWork = agents.filter((agent) => agent.state !== 'offline');
  const left = agents.filter(
    (agent) => agent.state === 'offline' && agent.since !== null && new Date(agent.since).getTime() >= midnight,
  );
  return [...atWork, ...left];
}
