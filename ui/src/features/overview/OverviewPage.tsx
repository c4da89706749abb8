import { useMemo, useState, type ReactNode } from 'react';
import { ListChecks, Megaphone, MonitorPlay, Plug, Users, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { useLocalDay } from '../../lib/use-local-day';
import { presetRange, type DateRange } from '../../lib/date-range';
import { AgentsChart } from './AgentsChart';
import { CallsComparisonChart } from './CallsComparisonChart';
import { comparisonSeries } from './comparison-series';
import { FloorNow } from './FloorNow';
import { OutcomesChart } from './OutcomesChart';
import { overviewInstants, rangeNames } from './overview-range';
import { OverviewRangePicker } from './OverviewRangePicker';
import { RangeFigures } from './RangeFigures';
import { RegistryWarning } from './RegistryWarning';
import { SystemStatusCard } from './SystemStatusCard';
import { useOverview } from './use-overview';

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
}

// The Overview Dashboard screen.
const QUICK_ACTIONS: QuickAction[] = [
  { label: 'Campaign Setup', to: '/campaign-setup', icon: ListChecks },
  { label: 'Integration', to: '/integration', icon: Plug },
  { label: 'Manage Leads', to: '/leads', icon: Users },
  { label: 'View Campaigns', to: '/campaigns', icon: Megaphone },
];

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function OverviewPage() {
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const day = useLocalDay();
  // `day` moves a preset's days on at midnight.
  const instants = useMemo(() => overviewInstants(range), [range, day]);
  const { figures, failed, live, reload } = useOverview(instants);
  const names = rangeNames(range, instants?.days ?? 1);
  const series = useMemo(
    () => (figures && instants ? comparisonSeries(figures, instants.days) : null),
    [figures, instants?.days],
  );
  const picker = <OverviewRangePicker range={range} onChange={setRange} />;

  return (
    <>
      <PageHeader
        title="Dashboard"
        titleAside={
          <LiveIndicator
            status={live}
            offlineLabel="Updates every 30 s"
            offlineTitle="Live updates are unavailable right now; the figures refresh every 30 seconds."
          />
        }
        description="Overview of your dialer platform performance and quick access to setup."
        actions={
          <ButtonLink to="/wallboard" variant="outline">
            <MonitorPlay className="size-4" aria-hidden="true" />
            Open wallboard
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        {figures && <RegistryWarning registry={figures.doNotCallRegistry} />}
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Quick Actions</CardTitle>
            <CardDescription>Jump straight to the tasks you do most.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ label, to, icon: Icon }, index) => (
              <ButtonLink key={to} to={to} variant={index === 0 ? 'primary' : 'outline'} className="justify-start">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </ButtonLink>
            ))}
          </CardContent>
        </Card>

        <SystemStatusCard />
        {!instants && (
          <div className="flex flex-wrap items-end justify-between gap-4 lg:col-span-3">
            <p className="text-sm text-slate-500">Choose both days, the first not after the last, to see their figures.</p>
            {picker}
          </div>
        )}
        {instants && failed && !figures && (
          <div className="lg:col-span-3">
            <LoadFailed text="The figures could not be loaded." onRetry={reload} />
          </div>
        )}
        {instants && !figures && !failed && <p className="text-sm text-slate-500 lg:col-span-3">Loading the figures…</p>}
        {instants && figures && <RangeFigures figures={figures} title={names.current} picker={picker} />}
        {instants && figures && series && (
          <>
            <div className="min-w-0 lg:col-span-2">
              <ChartCard
                title={series.unit === 'hour' ? 'Calls per hour' : 'Calls per day'}
                description={`${names.current} against ${names.previous.toLowerCase()}.`}
              >
                <CallsComparisonChart series={series} currentLabel={names.current} previousLabel={names.previous} />
              </ChartCard>
            </div>
            <ChartCard title="Outcomes" description="The dispositions agents gave.">
              <OutcomesChart outcomes={figures.outcomes} />
            </ChartCard>
            <div className="min-w-0 lg:col-span-3">
              <ChartCard title="Per agent" description="Calls, contacts and conversions of each agent.">
                <AgentsChart agents={figures.agents} />
              </ChartCard>
            </div>
          </>
        )}
        {figures && <FloorNow figures={figures} />}
      </div>
    </>
  );
}
