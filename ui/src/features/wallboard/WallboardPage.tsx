import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/PageHeader';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { useSecondClock } from '../../lib/use-second-clock';
import { AgentTiles } from './AgentTiles';
import { agentsOnTheFloor, STATE_ORDER, TILE_LOOKS } from './agent-tile-looks';
import { CallsPanel } from './CallsPanel';
import { HopperPanel } from './HopperPanel';
import { Panel } from './Panel';
import { TodayStrip } from './TodayStrip';
import { useWallboard } from './use-wallboard';

const CLOCK = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * The floor's TV (docs/dialer.md, "Wallboard"): agents by state with the time in it, the calls ringing and in progress,
 * each running campaign's hopper, today's totals and the abandon rate — dark, large, nothing to press. On a large
 * screen it fills the window exactly; on a smaller one it scrolls.
 */
export function WallboardPage() {
  usePageTitle('Wallboard');
  const { agents, calls, figures, stale, live } = useWallboard();
  const now = useSecondClock(true);
  const today = new Date(now);
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const onTheFloor = agents ? agentsOnTheFloor(agents, midnight) : null;

  return (
    <div className="flex min-h-dvh flex-col gap-4 bg-slate-950 p-4 text-slate-100 min-[1600px]:h-dvh min-[1600px]:overflow-hidden">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-400 hover:text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Exit
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-white">Wallboard</h1>
        <LiveIndicator
          status={live}
          onDark
          offlineLabel="Reconnecting…"
          offlineTitle="Live updates are down; the wallboard reloads every 10 seconds until they are back."
        />
        {stale && (
          <p role="status" className="text-base text-amber-300" data-testid="wallboard-stale">
            The server is not answering: the figures may be old.
          </p>
        )}
        <ul aria-label="Legend" className="ml-auto hidden items-center gap-4 text-base text-slate-300 xl:flex">
          {STATE_ORDER.map((state) => (
            <li key={state} className="inline-flex items-center gap-2">
              <span className={`size-3.5 rounded-sm ${TILE_LOOKS[state].tile}`} aria-hidden="true" />
              {TILE_LOOKS[state].label}
            </li>
          ))}
        </ul>
        <p className="text-3xl font-semibold text-white tabular-nums xl:ml-0 ml-auto" aria-label="Time now">
          {CLOCK.format(today)}
        </p>
      </header>

      {figures ? <TodayStrip figures={figures} /> : <Waiting what="today's figures" />}

      <div className="grid min-h-0 flex-1 gap-4 min-[1600px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Agents" className="flex flex-col">
          {onTheFloor === null ? (
            <Waiting what="the agents" />
          ) : onTheFloor.length === 0 ? (
            <p className="py-8 text-center text-2xl text-slate-400">No agent is on the floor today.</p>
          ) : (
            <div className="min-h-0 flex-1">
              <AgentTiles agents={onTheFloor} now={now} />
            </div>
          )}
        </Panel>
        {/* Below the agents on a smaller screen, side by side; beside them on a TV. */}
        <div className="flex min-h-0 flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start min-[1600px]:flex">
          {calls ? <CallsPanel calls={calls} now={now} /> : <Waiting what="the calls" />}
          {figures && <HopperPanel campaigns={figures.activeCampaigns} />}
        </div>
      </div>
    </div>
  );
}

function Waiting({ what }: { what: string }) {
  return <p className="py-4 text-xl text-slate-400">Loading {what}…</p>;
}
