import type { AgentState } from '../../entities/agents/types';
import { STATE_COUNTS } from './work-state-looks';
import { WorkStateBadge } from './WorkStateBadge';

/** How many agents are ready, on a call, in wrap-up, paused and offline, each with its state's colour. */
export function StateCounts({ agents }: { agents: AgentState[] }) {
  return (
    // Five in a row need the wide layout's room; in the 768 px layout they take two rows.
    <ul className="grid grid-cols-3 gap-3 @3xl:grid-cols-5" aria-label="Agents by state">
      {STATE_COUNTS.map(({ label, states }) => {
        const count = agents.filter((agent) => (states as readonly string[]).includes(agent.state)).length;
        return (
          <li
            key={label}
            aria-label={`${label}: ${count}`}
            data-testid="state-count"
            className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
          >
            <WorkStateBadge state={states[0]} label={label} />
            <span className="text-xl font-bold text-slate-900 tabular-nums">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
