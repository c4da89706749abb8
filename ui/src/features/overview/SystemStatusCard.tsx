import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { cn } from '../../lib/class-names';
import { useLiveStatus } from '../../lib/live-events';
import { useLoad } from '../../lib/use-load';
import { fetchSystemStatus, type CheckState } from './system-status';

/** The checks are asked again this often while the screen is open. */
const REFRESH_MS = 30_000;

const DOT: Record<CheckState, string> = {
  ok: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
  off: 'bg-slate-300',
};

// The sentences name times as the API writes them (ISO 8601, UTC); shown in the viewer's own time.
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const WHEN = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function readable(sentence: string): string {
  return sentence.replace(ISO_INSTANT, (instant) => WHEN.format(new Date(instant)));
}

const STATE_TEXT: Record<CheckState, string> = {
  ok: 'Fine',
  warning: 'Needs attention',
  error: 'Failing',
  off: 'Not set up',
};

/**
 * "All systems operational" only when the server says every check is fine (docs/api.md, "System status"); else
 * how many need attention, and each check with its sentence.
 */
export function SystemStatusCard() {
  // Asked again when this page's own live stream connects or drops, so "Live updates" counts this screen too.
  const live = useLiveStatus() === 'live';
  const { value: status, failed, reload } = useLoad(fetchSystemStatus, [live], {
    keepOnChange: true,
    what: 'system status',
  });
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, live]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">System Status</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {failed && !status && <LoadFailed text="The system status could not be loaded." onRetry={reload} />}
        {!status && !failed && <p className="text-sm text-slate-500">Checking…</p>}
        {status && (
          <>
            <div className="flex items-center gap-3" data-testid="system-status-summary">
              <span
                className={cn(
                  'flex size-10 items-center justify-center rounded-full',
                  status.operational ? 'bg-emerald-50 text-emerald-600' : 'bg-amber-50 text-amber-700',
                )}
              >
                {status.operational ? (
                  <CircleCheck className="size-5" aria-hidden="true" />
                ) : (
                  <CircleAlert className="size-5" aria-hidden="true" />
                )}
              </span>
              <p className="text-sm font-medium text-slate-800">{status.sentence}</p>
            </div>
            <ul aria-label="Checks" className="space-y-2.5">
              {status.checks.map((check) => (
                <li key={check.key} className="flex items-start gap-2.5 text-sm">
                  <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', DOT[check.state])} aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="font-medium text-slate-800">{check.label}</span>
                    <span className="sr-only">: {STATE_TEXT[check.state]}</span>
                    <span className="block text-xs break-words text-slate-500">{readable(check.sentence)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
