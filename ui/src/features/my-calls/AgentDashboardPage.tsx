import { PhoneOff } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';

/** "Agent Dashboard (/mycalls)": a placeholder until calls are placed from the dashboard. */
export function AgentDashboardPage() {
  return (
    <>
      <PageHeader title="Agent Dashboard" description="Your active calls and performance metrics." />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Active Calls</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
            <PhoneOff className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm text-slate-600">No active calls at the moment.</p>
        </CardContent>
      </Card>
    </>
  );
}
