import { useState, type ReactNode } from 'react';
import { CircleCheck, CircleOff, CircleX, RefreshCw } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { cn } from '../../lib/class-names';
import { syncGoHighLevel } from './api';
import { CONNECTION_LABELS, CONNECTION_TONES, localTime, relativeTime } from './format';
import { failureText, GHL_SYNC_FAILED } from './messages';
import { useIntegrationStore } from './store';
import type { ConnectionStatus, GhlIntegration, GhlSyncResult } from './types';
import { useNow } from './use-now';

const ICONS: Record<ConnectionStatus, { icon: typeof CircleCheck; box: string }> = {
  connected: { icon: CircleCheck, box: 'bg-emerald-50 text-emerald-600' },
  disconnected: { icon: CircleOff, box: 'bg-slate-100 text-slate-500' },
  error: { icon: CircleX, box: 'bg-red-50 text-red-600' },
};

function syncedText({ created, updated, skipped }: GhlSyncResult): string {
  return `Synced: ${created} created, ${updated} updated` + (skipped > 0 ? `, ${skipped} skipped` : '');
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 truncate text-right font-medium text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * Connected / Disconnected / Error (with the last error), "Last sync: …", and Sync Now while the saved
 * settings have the integration and Sync Leads on.
 */
export function ConnectionStatusCard({ integration }: { integration: GhlIntegration }) {
  const now = useNow();
  const [syncing, setSyncing] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { status, lastSyncAt, lastError, config, hasApiKey } = integration;
  const { icon: Icon, box } = ICONS[status] ?? ICONS.disconnected;
  const canSync = config.enabled && config.syncLeads;

  async function syncNow() {
    setSyncing(true);
    setOutcome(null);
    const { refreshStatus, refreshLogs } = useIntegrationStore.getState();
    try {
      setOutcome({ tone: 'success', text: syncedText(await syncGoHighLevel()) });
    } catch (caught) {
      console.warn('The GoHighLevel sync failed', caught);
      setOutcome({ tone: 'error', text: failureText(GHL_SYNC_FAILED, caught) });
    } finally {
      setSyncing(false);
      void refreshStatus();
      void refreshLogs();
    }
  }

  return (
    <Card className="flex flex-col self-start" aria-labelledby="ghl-status-title" role="region">
      <CardHeader>
        <CardTitle id="ghl-status-title" className="text-lg">
          Connection Status
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 pt-4">
        <div className="flex items-center gap-3">
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', box)}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <Badge tone={CONNECTION_TONES[status] ?? 'neutral'} dot data-testid="ghl-connection-status">
              {CONNECTION_LABELS[status] ?? status}
            </Badge>
            <p className="text-sm text-slate-600" title={lastSyncAt ? localTime(lastSyncAt) : undefined}>
              {`Last sync: ${relativeTime(lastSyncAt, now)}`}
            </p>
          </div>
        </div>
        {status === 'error' && lastError && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800" data-testid="ghl-last-error">
            {lastError}
          </p>
        )}
        <dl className="divide-y divide-slate-100 border-t border-slate-100 text-sm">
          <Fact term="Integration">{config.enabled ? 'Enabled' : 'Disabled'}</Fact>
          <Fact term="API key">{hasApiKey ? config.apiKey : 'Not set'}</Fact>
          <Fact term="Location ID">{config.locationId || 'Not set'}</Fact>
          <Fact term="Sync Leads">{config.syncLeads ? 'On' : 'Off'}</Fact>
        </dl>
      </CardContent>
      <CardFooter className="mt-auto space-y-3">
        {canSync ? (
          <Button variant="outline" className="w-full" busy={syncing} onClick={() => void syncNow()}>
            {!syncing && <RefreshCw className="size-4" aria-hidden="true" />}
            {syncing ? 'Syncing...' : 'Sync Now'}
          </Button>
        ) : (
          <p className="text-xs text-slate-500">
            Turn on “Enable GoHighLevel Integration” and “Sync Leads”, then save, to sync leads from
            GoHighLevel.
          </p>
        )}
        {outcome && (
          <Alert tone={outcome.tone} className="py-2">
            <span data-testid="ghl-sync-outcome">{outcome.text}</span>
          </Alert>
        )}
      </CardFooter>
    </Card>
  );
}
