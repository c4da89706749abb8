import { Headset } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { EmptyNote } from './EmptyNote';
import { LiveBoardTable } from './LiveBoardTable';
import { StateCounts } from './StateCounts';
import type { LiveBoardData } from './use-live-board';
import { isAtWork } from './work-state-looks';

const LOADING = 'Loading the live board...';
const NOBODY_WORKING = 'No agent is working right now.';

/**
 * The admins' view of the floor above the agents table: counts by state, then each agent at work (and each who
 * worked today) with its state, time in it, campaign, lead and call, and the day's figures.
 */
export function LiveBoard({ data }: { data: LiveBoardData }) {
  const { agents, figures, error, retry, live } = data;
  // Users never at work today would only lengthen the board; the Offline count still includes them.
  const shown = agents?.filter((agent) => isAtWork(agent) || figures?.has(agent.agentId)) ?? [];
  const anyoneWorking = agents?.some(isAtWork) ?? false;

  return (
    <Card className="@container mb-6" role="region" aria-label="Live board">
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CardTitle className="text-lg">Live board</CardTitle>
          <LiveIndicator
            status={live}
            offlineLabel="Updates every 10 s"
            offlineTitle="Live updates are off; the board reloads every 10 seconds."
          />
        </div>
        <CardDescription>Where each agent is now and how their day is going, as it happens.</CardDescription>
      </CardHeader>

      {agents === null ? (
        <div className="px-6 pb-6">
          {error ? (
            <LoadFailed text={error} onRetry={retry} />
          ) : (
            <p className="py-6 text-center text-sm text-slate-500">{LOADING}</p>
          )}
        </div>
      ) : (
        <>
          <div className="px-6 pb-4">
            <StateCounts agents={agents} />
          </div>
          {!anyoneWorking && (
            <EmptyNote icon={Headset} text={NOBODY_WORKING} className="border-t border-slate-100 py-8" />
          )}
          {shown.length > 0 && (
            // At 768 px the eleven columns do not fit: the board scrolls sideways inside its own box, not the page.
            <div className="overflow-x-auto rounded-b-xl">
              <LiveBoardTable agents={shown} figures={figures} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
