import { useCallback, useEffect, useState } from 'react';
import { Phone, RefreshCw, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { TABLE_HEAD } from '../../components/ui/table-classes';
import { Toast } from '../../components/ui/Toast';
import { fetchPhoneNumbers } from '../../entities/phone-numbers/api';
import type { PhoneNumber } from '../../entities/phone-numbers/types';
import { errorMessage } from '../../lib/api-client';
import { syncPhoneNumbers } from './api';

const CELL = 'px-3 py-2.5 first:pl-5 last:pr-5';

/** 0.5 → "50 %"; null (no calls) → "—". */
function rate(value: number | null): string {
  return value === null ? '—' : `${Math.round(value * 100)} %`;
}

/**
 * Carriers label numbers that call a lot and are rarely answered as "Spam Likely", after which even fewer people
 * answer. The server flags a number whose answer rate today fell under half its week's over enough calls.
 */
function SpamWarning({ id }: { id: string }) {
  const explanation =
    'Today’s answer rate is under half of this week’s. Carriers may be showing this number as “Spam Likely”: ' +
    'rest it, check it in the carriers’ registries, or call from another number.';
  return (
    <span className="mt-1 block">
      <Badge tone="warning" title={explanation} aria-describedby={id} data-testid="spam-warning">
        <TriangleAlert className="size-3" aria-hidden="true" />
        Possibly spam-labelled
      </Badge>
      <span id={id} className="mt-1 block max-w-64 text-xs font-normal whitespace-normal text-amber-900">
        {explanation}
      </span>
    </span>
  );
}

/** Route /phone-numbers (admins): the Twilio account's numbers, synced on request, and the campaigns using each. */
export function PhoneNumbersPage() {
  const [numbers, setNumbers] = useState<PhoneNumber[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setNumbers((await fetchPhoneNumbers()).numbers);
    } catch (caught) {
      console.warn('Loading the phone numbers failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function sync() {
    setSyncing(true);
    try {
      const synced = (await syncPhoneNumbers()).numbers;
      setNumbers(synced);
      setError(null);
      setToast(`Synced ${synced.length} number${synced.length === 1 ? '' : 's'} from Twilio`);
    } catch (caught) {
      console.warn('Syncing the phone numbers failed', caught);
      setError(errorMessage(caught, 'Failed to sync the phone numbers.'));
    } finally {
      setSyncing(false);
    }
  }

  const dismissToast = useCallback(() => setToast(null), []);

  return (
    <div className="space-y-6">
      <PageHeader title="Phone Numbers" description="Your Twilio numbers: the caller IDs your campaigns call from." />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}
      {loadFailed && <LoadFailed text="Failed to load the phone numbers." onRetry={() => void load()} />}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Your Numbers</CardTitle>
            <CardDescription>
              The numbers of the Twilio account connected on the Twilio screen. Sync after buying or releasing one.
            </CardDescription>
          </div>
          <Button variant="outline" busy={syncing} disabled={syncing} onClick={() => void sync()}>
            {!syncing && <RefreshCw className="size-4" aria-hidden="true" />}
            {syncing ? 'Syncing...' : 'Sync Numbers'}
          </Button>
        </CardHeader>
        <CardContent className="p-0">
          {!numbers && !loadFailed && <p className="px-5 pb-5 text-sm text-slate-500">Loading phone numbers…</p>}
          {numbers?.length === 0 && (
            <div className="flex items-center gap-3 px-5 pb-6 text-sm text-slate-600">
              <Phone className="size-5 text-slate-400" aria-hidden="true" />
              Your phone numbers will be displayed here.
            </div>
          )}
          {numbers && numbers.length > 0 && (
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className={TABLE_HEAD}>
                  <tr>
                    <th scope="col" className={CELL}>Number</th>
                    <th scope="col" className={CELL}>Name</th>
                    <th scope="col" className={CELL}>Can</th>
                    <th scope="col" className={CELL}>Caller ID of</th>
                    <th scope="col" className={`${CELL} text-right`}>Calls today</th>
                    <th scope="col" className={`${CELL} text-right`}>Answered today</th>
                    <th scope="col" className={`${CELL} text-right`}>This week</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {numbers.map((n) => (
                    <tr key={n.sid} data-testid={`number-${n.phoneNumber}`}>
                      <td className={`${CELL} font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
                        {n.phoneNumber}
                        {n.possiblySpamLabelled && <SpamWarning id={`spam-${n.sid}`} />}
                      </td>
                      <td className={`${CELL} whitespace-nowrap text-slate-700`}>{n.friendlyName}</td>
                      <td className={CELL}>
                        <div className="flex gap-1">
                          {n.voice && <Badge tone="info">Voice</Badge>}
                          {n.sms && <Badge tone="neutral">SMS</Badge>}
                        </div>
                      </td>
                      <td className={`${CELL} text-slate-700`}>
                        {n.campaigns.length === 0 ? (
                          <span className="text-slate-400">—</span>
                        ) : (
                          n.campaigns.map((c) => c.name).join(', ')
                        )}
                      </td>
                      <td className={`${CELL} text-right text-slate-700 tabular-nums`} data-testid="calls-today">
                        {n.callsToday.toLocaleString()}
                      </td>
                      <td className={`${CELL} text-right text-slate-700 tabular-nums`} data-testid="answer-rate-today">
                        {rate(n.answerRateToday)}
                      </td>
                      <td className={`${CELL} text-right whitespace-nowrap text-slate-700 tabular-nums`} data-testid="week">
                        {n.callsWeek.toLocaleString()} <span className="text-slate-500">· {rate(n.answerRateWeek)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
