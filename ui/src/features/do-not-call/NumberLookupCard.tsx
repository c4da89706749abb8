import { useState, type FormEvent } from 'react';
import { Search, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import type { DncNumberRecord } from '../../entities/do-not-call/types';
import { errorMessage } from '../../lib/api-client';
import { lookupDncNumber } from './api';
import { dateTime, listName, SOURCE_LABELS } from './labels';

export interface NumberLookupCardProps {
  campaigns: ReadonlyMap<number, string>;
  /** The number last added, removed or looked up: shown here. */
  record: DncNumberRecord | null;
  onRecord: (record: DncNumberRecord | null) => void;
  onRemove: (phone: string, campaignId: number | null) => void;
}

/** "Is this number listed, since when, by whom, and was it ever removed?" */
export function NumberLookupCard({ campaigns, record, onRecord, onRemove }: NumberLookupCardProps) {
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function look(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onRecord(await lookupDncNumber(phone.trim()));
    } catch (caught) {
      onRecord(null);
      setError(errorMessage(caught, 'Failed to look the number up.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Check a Number</CardTitle>
        <CardDescription>Whether a number is listed, by whom and why — and every time it was taken off.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(event) => void look(event)} className="flex flex-wrap gap-2" role="search">
          <div className="w-72">
            <Input
              type="search"
              aria-label="Phone number to check"
              placeholder="+1 202 555 0147"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" busy={busy}>
            <Search className="size-4" aria-hidden="true" />
            Check
          </Button>
        </form>
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        {record && (
          <div className="space-y-3" data-testid="dnc-record">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-base font-semibold text-slate-900">{record.phone}</span>
              {record.lists.length > 0 ? (
                <Badge tone="error" dot>
                  Do not call
                </Badge>
              ) : (
                <Badge tone="success" dot>
                  Not listed
                </Badge>
              )}
            </div>
            {record.lists.length > 0 && (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {record.lists.map((entry) => (
                  <li key={entry.additionId} className="flex flex-wrap items-start justify-between gap-3 px-3 py-2 text-sm">
                    <div>
                      <p className="font-medium text-slate-900">{listName(entry.campaignId, campaigns)}</p>
                      <p className="text-slate-600">
                        {SOURCE_LABELS[entry.source]}
                        {entry.fileName && ` (${entry.fileName})`} by {entry.addedBy?.name ?? 'the system'},{' '}
                        {dateTime(entry.addedAt)}
                        {entry.note && ` — ${entry.note}`}
                      </p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => onRemove(record.phone, entry.campaignId)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {record.removals.length > 0 && (
              <div className="space-y-1">
                <p className="text-sm font-medium text-slate-800">Removed before</p>
                <ul className="space-y-1 text-sm text-slate-600">
                  {record.removals.map((removal, index) => (
                    <li key={index}>
                      From the {listName(removal.campaignId, campaigns)} by {removal.removedBy?.name ?? 'the system'},{' '}
                      {dateTime(removal.removedAt)}
                      {removal.note && ` — ${removal.note}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
