import { useCallback, useEffect, useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LeadCalls } from '../../entities/calls/LeadCalls';
import { STATUS_LABELS } from '../../entities/leads/statuses';
import type { Lead, LeadActivityEntry, LeadStatus } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { fetchLeadActivity } from './api';
import { LeadMessages } from './LeadMessages';

export interface LeadHistoryDialogProps {
  /** null: closed. */
  lead: Lead | null;
  onClose: () => void;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  status: 'Status',
  notes: 'Notes',
  state: 'State',
  postalCode: 'Postal code',
  timezone: 'Time zone',
  list: 'List',
};

const ORIGINS: Record<LeadActivityEntry['origin'], string> = {
  api: 'in the dashboard',
  import: 'by a CSV import',
  webhook: 'by a webhook',
  sync: 'by the GoHighLevel sync',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function shown(field: string, value: string | number | null): string {
  if (value === null || value === '') return field === 'list' ? 'No list' : '(empty)';
  if (field === 'status') return STATUS_LABELS[value as LeadStatus] ?? String(value);
  return String(value);
}

function headline(entry: LeadActivityEntry): string {
  const who = entry.user ? ` by ${entry.user.name || 'a user'}` : '';
  const how = entry.origin === 'api' ? '' : ` ${ORIGINS[entry.origin]}`;
  return `${entry.kind === 'created' ? 'Created' : 'Changed'}${how}${who}`;
}

/** A lead's history, newest first, with older entries on request. */
export function LeadHistoryDialog({ lead, onClose }: LeadHistoryDialogProps) {
  const [entries, setEntries] = useState<LeadActivityEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (before: number | null, signal?: AbortSignal) => {
      if (!lead) return;
      setLoading(true);
      setError(null);
      try {
        const page = await fetchLeadActivity(lead.id, before, signal);
        setEntries((previous) => (before === null ? page.activity : [...previous, ...page.activity]));
        setNextBefore(page.nextBefore);
      } catch (caught) {
        if (signal?.aborted) return;
        console.warn('Loading the lead history failed', caught);
        setError(errorMessage(caught, 'The history could not be loaded.'));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [lead],
  );

  useEffect(() => {
    setEntries([]);
    setNextBefore(null);
    if (!lead) return;
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [lead, load]);

  return (
    <Dialog
      open={lead !== null}
      title="Lead History"
      description={lead ? lead.name || lead.email || lead.phone : undefined}
      size="lg"
      closeOnBackdrop
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="space-y-4">
        {lead && (
          <section aria-labelledby="lead-history-calls" className="space-y-2">
            <h3 id="lead-history-calls" className="text-sm font-semibold text-slate-900">
              Calls
            </h3>
            <LeadCalls leadId={lead.id} />
          </section>
        )}
        {lead && (
          <section aria-labelledby="lead-history-messages" className="space-y-2">
            <h3 id="lead-history-messages" className="text-sm font-semibold text-slate-900">
              Messages and consent
            </h3>
            <LeadMessages leadId={lead.id} />
          </section>
        )}
        <h3 className="text-sm font-semibold text-slate-900">Changes</h3>
        {error && (
          <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
            {error}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void load(null)}>
              Try again
            </button>
          </DismissibleAlert>
        )}
        {loading && entries.length === 0 && <p className="text-sm text-slate-500">Loading history...</p>}
        {!loading && !error && entries.length === 0 && (
          <p className="text-sm text-slate-500">No history recorded for this lead.</p>
        )}
        {entries.length > 0 && (
          <ol aria-label="Lead history" className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="flex gap-3 rounded-lg border border-slate-200 px-4 py-3">
                <History className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="text-sm font-semibold text-slate-800">{headline(entry)}</p>
                    <time className="text-xs text-slate-500" dateTime={entry.at}>
                      {when.format(new Date(entry.at))}
                    </time>
                  </div>
                  {Object.keys(entry.changes).length > 0 && (
                    <dl className="mt-1.5 space-y-1 text-sm">
                      {Object.entries(entry.changes).map(([field, change]) => (
                        <div key={field} className="flex flex-wrap gap-x-2">
                          <dt className="text-slate-500">{FIELD_LABELS[field] ?? field}:</dt>
                          <dd className="min-w-0 break-words text-slate-800">
                            <span className="text-slate-500 line-through">{shown(field, change.from)}</span>
                            {' → '}
                            <span>{shown(field, change.to)}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {nextBefore !== null && (
          <Button variant="outline" disabled={loading} onClick={() => void load(nextBefore)}>
            {loading ? 'Loading...' : 'Show older entries'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
