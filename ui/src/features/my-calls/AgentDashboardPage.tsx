import { useCallback, useEffect, useState } from 'react';
import { PhoneOff } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { subscribe } from '../../lib/live-events';
import { fetchMyState, fetchPauseReasons } from './api';
import { AgentStateBar } from './AgentStateBar';
import type { MyState, PauseReason } from './types';
import { usePresenceHeartbeat } from './use-presence-heartbeat';

/** "Agent Dashboard (/mycalls)": the agent's state at work and its active calls. */
export function AgentDashboardPage() {
  const [me, setMe] = useState<MyState | null>(null);
  const [reasons, setReasons] = useState<PauseReason[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setMe(await fetchMyState(signal));
      setLoadFailed(false);
    } catch (caught) {
      if (signal?.aborted) return;
      console.warn('Loading your state failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    fetchPauseReasons(controller.signal)
      .then(setReasons)
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) console.warn('Loading the pause reasons failed', caught);
      });
    // Another tab, or the server taking a silent browser offline, changes the state too.
    const stop = subscribe('agent.state', () => void load());
    return () => {
      controller.abort();
      stop();
    };
  }, [load]);

  usePresenceHeartbeat(me !== null && me.state !== 'offline');

  return (
    <div className="space-y-6">
      <PageHeader title="Agent Dashboard" description="Your active calls and performance metrics." />
      {loadFailed && <LoadFailed text="Failed to load your state." onRetry={() => void load()} />}
      {!me && !loadFailed && <p className="text-sm text-slate-500">Loading your state…</p>}
      {me && <AgentStateBar me={me} reasons={reasons} onChanged={() => void load()} />}
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
    </div>
  );
}
