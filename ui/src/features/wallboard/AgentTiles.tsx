import type { CSSProperties } from 'react';
import type { AgentState } from '../../entities/agents/types';
import { duration } from '../../entities/calls/format';
import { cn } from '../../lib/class-names';
import { TILE_LOOKS } from './agent-tile-looks';

/** The tiles' area on a large screen is about this much wider than high (ui/src/features/wallboard/WallboardPage.tsx). */
const AREA_ASPECT = 1.55;
/** A tile's own width over its height: room for a name on one line and the state with its time on the next. */
const TILE_ASPECT = 2.4;

/**
 * On a large screen (the TV) the tiles share the area without scrolling: as many columns as keep them near
 * TILE_ASPECT for this many agents, at least 3 so a handful of agents do not get giant tiles. Smaller screens let
 * the tiles flow at a readable size and the page scroll.
 */
function gridOf(count: number): { columns: number; rows: number } {
  const columns = Math.max(3, Math.ceil(Math.sqrt((count * AREA_ASPECT) / TILE_ASPECT)));
  return { columns, rows: Math.max(1, Math.ceil(count / columns)) };
}

export function AgentTiles({ agents, now }: { agents: readonly AgentState[]; now: number }) {
  const { columns, rows } = gridOf(agents.length);
  const grid = { '--columns': columns, '--rows': rows } as CSSProperties;
  return (
    <ul
      aria-label="Agents"
      style={grid}
      className={cn(
        'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2.5',
        // Rows of at most 10rem: four agents should not each fill a quarter of a TV.
        'min-[1600px]:h-full min-[1600px]:max-h-[calc(var(--rows)*10rem)]',
        'min-[1600px]:grid-cols-[repeat(var(--columns),minmax(0,1fr))] min-[1600px]:grid-rows-[repeat(var(--rows),minmax(0,1fr))]',
      )}
    >
      {agents.map((agent) => (
        <AgentTile key={agent.agentId} agent={agent} now={now} />
      ))}
    </ul>
  );
}

function AgentTile({ agent, now }: { agent: AgentState; now: number }) {
  const look = TILE_LOOKS[agent.state];
  const atWork = agent.state !== 'offline';
  const seconds = agent.since ? (now - new Date(agent.since).getTime()) / 1000 : null;
  // A narrow tile has room for one word beside the time: a paused agent's reason says more than "Paused".
  const label = agent.state === 'paused' && agent.pauseReason ? agent.pauseReason : look.label;
  return (
    <li
      data-testid="wallboard-agent"
      data-agent-id={agent.agentId}
      data-state={agent.state}
      className={cn('@container flex min-h-20 min-w-0 flex-col justify-between rounded-xl px-4 py-2.5', look.tile)}
    >
      <p className="truncate text-[clamp(1.125rem,9cqw,2.25rem)] leading-tight font-semibold">{agent.name}</p>
      <div className="flex min-w-0 items-baseline justify-between gap-3">
        <p
          className="min-w-0 truncate text-[clamp(1rem,8cqw,1.75rem)] leading-tight font-medium"
          data-testid="wallboard-agent-state"
          title={look.label}
        >
          {label}
        </p>
        {atWork && seconds !== null && (
          <p
            className="shrink-0 text-[clamp(1.25rem,11cqw,2.75rem)] leading-none font-bold tabular-nums"
            data-testid="wallboard-agent-time"
            aria-label={`for ${duration(seconds)}`}
          >
            {duration(seconds)}
          </p>
        )}
      </div>
    </li>
  );
}
