import { ListChecks, Megaphone, Plug, Users, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { FloorNow } from './FloorNow';
import { SystemStatusCard } from './SystemStatusCard';
import { TodayFigures } from './TodayFigures';
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

export function OverviewPage() {
  const { figures, failed, live, reload } = useOverview();
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
      />
      <div className="grid gap-6 lg:grid-cols-3">
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
        {failed && !figures && (
          <div className="lg:col-span-3">
            <LoadFailed text="Today's figures could not be loaded." onRetry={reload} />
          </div>
        )}
        {!figures && !failed && <p className="text-sm text-slate-500 lg:col-span-3">Loading today's figures…</p>}
        {figures && <TodayFigures figures={figures} />}
        {figures && <FloorNow figures={figures} />}
      </div>
    </>
  );
}
