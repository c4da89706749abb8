import { useCallback, useEffect, useState } from 'react';
import { Filter, RefreshCw } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { fetchFunnel, STEP_TEXT, type CampaignFunnel, type FunnelPlace } from '../../entities/campaigns/funnel';
import { errorMessage } from '../../lib/api-client';

export interface CampaignFunnelCardProps {
  campaignId: number;
  /** Changes when the hopper changed on this page, so the funnel is read again. */
  refreshKey: number;
}

const count = (n: number) => n.toLocaleString();

function placeName(place: FunnelPlace): string {
  if (place.zones.length === 0) return 'Unknown time zone';
  const zones = place.zones.map((z) => z.zone.replace(/_/g, ' ')).join(' / ');
  return place.state ? `${zones} (${place.state} rules)` : zones;
}

function localTime(place: FunnelPlace): string {
  const first = place.zones[0]?.localTime;
  return first ? first.slice(11, 16) : '—';
}

/** "Why is the campaign not dialing?": how many of its leads pass each rule now, and where they are. */
export function CampaignFunnelCard({ campaignId, refreshKey }: CampaignFunnelCardProps) {
  const [funnel, setFunnel] = useState<CampaignFunnel | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setFunnel(await fetchFunnel(campaignId));
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to count the leads.'));
    } finally {
      setLoading(false);
    }
  }, [campaignId]);

  useEffect(() => {
    setFunnel(null);
    void load();
  }, [load, refreshKey]);

  const first = funnel?.steps[0]?.leads ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Filter className="size-5 text-primary-600" aria-hidden="true" />
            Why Is the Campaign Not Dialing?
          </CardTitle>
          <CardDescription>Of the campaign&apos;s leads, how many pass each rule right now.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void load()} busy={loading}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="space-y-5">
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        {!funnel && !error && <p className="text-sm text-slate-500">Counting the leads...</p>}
        {funnel && (
          <>
            {!funnel.active && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                The campaign is not running: it dials nobody until it is started. The figures show what it would dial.
              </p>
            )}
            <ol className="space-y-3" aria-label="Leads passing each rule">
              {funnel.steps.map((step, index) => {
                const lost = index > 0 ? (funnel.steps[index - 1]?.leads ?? step.leads) - step.leads : 0;
                const width = first > 0 ? Math.max((step.leads / first) * 100, step.leads > 0 ? 1 : 0) : 0;
                return (
                  <li key={step.key} data-testid={`funnel-${step.key}`} className="space-y-1 text-sm">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="text-slate-700">{STEP_TEXT[step.key]}</span>
                      <span className="shrink-0 tabular-nums">
                        <span className="font-semibold text-slate-900">{count(step.leads)}</span>
                        {lost > 0 && <span className="ml-1.5 text-xs text-slate-500">−{count(lost)}</span>}
                      </span>
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                      <div className="h-full rounded-full bg-primary-500" style={{ width: `${width}%` }} />
                    </div>
                  </li>
                );
              })}
            </ol>
            {funnel.places.length > 0 && (
              <div className="space-y-2">
                <h3 className="text-sm font-medium text-slate-900">Where the callable leads are</h3>
                <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {funnel.places.map((place) => (
                    <li key={placeName(place)} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0">
                        <span className="text-slate-900">{placeName(place)}</span>
                        <span className="ml-2 text-xs text-slate-500 tabular-nums">{localTime(place)} there</span>
                      </span>
                      <span className="flex shrink-0 items-center gap-2">
                        {place.inside ? (
                          <Badge tone="success">Calling now</Badge>
                        ) : (
                          <Badge tone="warning">
                            {place.opensAt ? `Opens ${new Date(place.opensAt).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })}` : 'Closed'}
                          </Badge>
                        )}
                        <span className="w-16 text-right font-medium tabular-nums text-slate-900">{count(place.leads)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
                {funnel.otherPlaces > 0 && (
                  <p className="text-xs text-slate-500">And {count(funnel.otherPlaces)} more places with fewer leads.</p>
                )}
              </div>
            )}
            <p className="text-xs text-slate-500">Counted at {new Date(funnel.at).toLocaleTimeString()}.</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
