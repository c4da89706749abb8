import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import type { AgentStateName } from '../../entities/agents/types';
import { DIAL_MODE_TEXT } from '../../entities/campaigns/types';
import type { OverviewFigures } from '../../entities/overview/types';
import { cn } from '../../lib/class-names';

const STATES: ReadonlyArray<{ state: AgentStateName; label: string; dot: string }> = [
  { state: 'ready', label: 'Ready', dot: 'bg-emerald-500' },
  { state: 'on_call', label: 'On call', dot: 'bg-sky-500' },
  { state: 'reserved', label: 'Reserved', dot: 'bg-indigo-400' },
  { state: 'wrap_up', label: 'Wrap-up', dot: 'bg-violet-500' },
  { state: 'paused', label: 'Paused', dot: 'bg-amber-500' },
  { state: 'offline', label: 'Offline', dot: 'bg-slate-300' },
];


/** The agents by state and each running campaign's dialable leads and hopper, now. */
export function FloorNow({ figures }: { figures: OverviewFigures }) {
  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle className="text-lg">On the floor now</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul aria-label="Agents by state" className="flex flex-wrap gap-2">
          {STATES.map(({ state, label, dot }) => (
            <li key={state} className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm">
              <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
              <span className="text-slate-700">{label}</span>
              <span className="font-semibold text-slate-900 tabular-nums" data-testid={`agents-${state}`}>
                {figures.agentsByState[state] ?? 0}
              </span>
            </li>
          ))}
        </ul>
        {figures.activeCampaigns.length === 0 ? (
          <p className="text-sm text-slate-500">No campaign is running.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Running campaigns</caption>
              <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">Campaign</th>
                  <th scope="col" className="py-2 pr-3">Mode</th>
                  <th scope="col" className="py-2 pr-3 text-right">Dialable now</th>
                  <th scope="col" className="py-2 text-right">Hopper</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {figures.activeCampaigns.map((c) => (
                  <tr key={c.id}>
                    <td className="py-2 pr-3 font-medium text-slate-800">{c.name}</td>
                    <td className="py-2 pr-3 text-slate-600">{DIAL_MODE_TEXT[c.dialMode]}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{c.dialableLeads.toLocaleString('en-US')}</td>
                    <td className="py-2 text-right tabular-nums">
                      {c.inHopper} / {c.hopperLevel}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
