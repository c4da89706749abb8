import { DataTable, DataTableBody, DataTableHead, DataTableRow } from '../../components/ui/DataTable';
import type { AgentState } from '../../entities/agents/types';
import { duration } from '../../entities/calls/format';
import { cn } from '../../lib/class-names';
import { useSecondClock } from '../../lib/use-second-clock';
import type { AgentFigures } from './types';
import { isAtWork } from './work-state-looks';
import { WorkStateBadge } from './WorkStateBadge';

// The board's cells are tighter than the agents table's: eleven columns share the content column at 1280 px.
// Two-word labels may wrap before the table has to scroll.
const HEADER = 'px-2 py-2 text-xs font-semibold tracking-wider text-slate-500 uppercase first:pl-5 last:pr-5';
const CELL = 'px-2 py-3 text-slate-700 first:pl-5 last:pr-5';
const NUMBER = 'text-right tabular-nums whitespace-nowrap';
/** When the board scrolls sideways (768 px) the names stay in view beside the figures. */
const STICKY_NAME = 'sticky left-0 z-10 whitespace-nowrap';
/** Where the day's figures start: a rule sets them apart from what the agent is doing now. */
const TODAY_START = 'border-l border-slate-200';

const FIGURE_COLUMNS = ['Calls', 'Talk time', 'Contacts', 'Conversions', 'Avg handle', 'Paused'] as const;

export interface LiveBoardTableProps {
  agents: AgentState[];
  /** null while today's figures are not known yet: their cells show a dash. */
  figures: ReadonlyMap<number, AgentFigures> | null;
}

/** One row per agent: its state now, how long it has lasted (ticking), campaign, lead and call, and its day so far. */
export function LiveBoardTable({ agents, figures }: LiveBoardTableProps) {
  const now = useSecondClock(agents.some(isAtWork));
  return (
    <DataTable aria-label="Live board">
      <DataTableHead>
        <tr className="border-b border-slate-200">
          <th scope="colgroup" colSpan={5} className={HEADER}>
            Now
          </th>
          <th scope="colgroup" colSpan={FIGURE_COLUMNS.length} className={cn(HEADER, TODAY_START)}>
            Today
          </th>
        </tr>
        <tr>
          <th scope="col" className={cn(HEADER, STICKY_NAME, 'bg-slate-50')}>
            Agent
          </th>
          <th scope="col" className={HEADER}>State</th>
          <th scope="col" className={cn(HEADER, 'text-right')}>For</th>
          <th scope="col" className={HEADER}>Campaign</th>
          <th scope="col" className={HEADER}>Lead</th>
          {FIGURE_COLUMNS.map((label, index) => (
            <th key={label} scope="col" className={cn(HEADER, 'text-right', index === 0 && TODAY_START)}>
              {label}
            </th>
          ))}
        </tr>
      </DataTableHead>
      <DataTableBody>
        {agents.map((agent) => (
          <BoardRow key={agent.agentId} agent={agent} figures={figures} now={now} />
        ))}
      </DataTableBody>
    </DataTable>
  );
}

function BoardRow({ agent, figures, now }: { agent: AgentState; figures: LiveBoardTableProps['figures']; now: number }) {
  const atWork = isAtWork(agent);
  const today = figures?.get(agent.agentId);
  // An agent absent from the figures has no calls and no time at work today: zeros, not unknowns.
  const day = figures === null ? null : (today ?? NO_DAY_YET);
  return (
    <DataTableRow data-testid="board-row" data-agent-id={agent.agentId}>
      <td className={cn(CELL, STICKY_NAME, 'bg-white font-medium', atWork ? 'text-slate-900' : 'text-slate-500')}>{agent.name}</td>
      <td className={CELL}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <WorkStateBadge state={agent.state} data-testid="board-state" />
          {agent.state === 'paused' && agent.pauseReason && (
            <span className="text-sm text-slate-600" data-testid="board-pause-reason">
              {agent.pauseReason}
            </span>
          )}
        </div>
      </td>
      <td className={cn(CELL, NUMBER)} data-testid="board-time-in-state">
        {atWork && agent.since ? duration((now - new Date(agent.since).getTime()) / 1000) : '—'}
      </td>
      <td className={CELL}>{atWork ? (agent.campaign?.name ?? '—') : '—'}</td>
      <td className={CELL}>
        <span className="block text-slate-900" data-testid="board-lead">
          {agent.lead?.name ?? '—'}
        </span>
        {agent.callId !== null && <span className="block text-xs text-slate-500">Call #{agent.callId}</span>}
      </td>
      <Figure value={day?.calls} first />
      <Figure value={day && duration(day.talkSeconds)} />
      <Figure value={day?.contacts} />
      <Figure value={day?.conversions} />
      <Figure value={day && duration(day.averageHandleSeconds)} />
      <Figure value={day && duration(day.pausedSeconds)} />
    </DataTableRow>
  );
}

const NO_DAY_YET: Omit<AgentFigures, 'agentId'> = {
  calls: 0,
  contacts: 0,
  conversions: 0,
  talkSeconds: 0,
  averageHandleSeconds: null,
  pausedSeconds: 0,
  secondsInState: {},
};

function Figure({ value, first = false }: { value: string | number | null | undefined; first?: boolean }) {
  return (
    <td className={cn(CELL, NUMBER, first && TODAY_START)} data-testid="board-figure">
      {value ?? '—'}
    </td>
  );
}
