import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Eraser, Flame, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { IconButton } from '../../components/ui/IconButton';
import { Input, Label } from '../../components/ui/Input';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { errorMessage } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { fetchEligibility } from './eligibility';
import {
  emptyHopper,
  fetchHopper,
  pushToHopper,
  refillHopper,
  removeFromHopper,
  setHopperPriority,
  type HopperEntry,
  type HopperLevel,
} from './hopper-api';

export interface HopperQueueCardProps {
  campaignId: number;
  onNotice: (message: string) => void;
  /** Told after this card changed the hopper. */
  onChanged: () => void;
}

const CELL = 'px-3 py-2 first:pl-5 last:pr-5';
/** While live updates are down, the queue is read again this often. */
const FALLBACK_MS = 15_000;
const SOURCE_TEXT: Record<HopperEntry['source'], string> = {
  standard: 'Standard',
  urgent: 'Urgent',
  callback: 'Callback',
  webhook: 'Webhook',
  cadence: 'Cadence',
  recycle: 'Recycle',
};

function levelSentence(level: HopperLevel): string {
  if (!level.automatic) return `Kept filled to ${level.leads} leads (set on the campaign).`;
  const agents = level.agentsAtWork === 1 ? '1 agent' : `${level.agentsAtWork} agents`;
  const lines = level.linesPerAgent === 1 ? '1 line' : `${level.linesPerAgent} lines`;
  return `Kept filled to ${level.leads} leads: automatic — ${agents} at work × ${lines} × 2, at least 20.`;
}

/** The campaign's queue, best first; push a lead by its phone with a priority, change a priority, remove one. */
export function HopperQueueCard({ campaignId, onNotice, onChanged }: HopperQueueCardProps) {
  const [entries, setEntries] = useState<HopperEntry[] | null>(null);
  const [level, setLevel] = useState<HopperLevel | null>(null);
  const [phone, setPhone] = useState('');
  const [priority, setPriority] = useState('90');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refilling, setRefilling] = useState(false);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [emptying, setEmptying] = useState(false);

  const load = useCallback(async () => {
    try {
      const hopper = await fetchHopper(campaignId);
      setEntries(hopper.entries);
      setLevel(hopper.level);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to load the hopper.'));
    }
  }, [campaignId]);

  useEffect(() => {
    setEntries(null);
    void load();
  }, [load]);

  // The dialer, the agents, the refill job and other admins change the queue too: this campaign's hopper events,
  // calls (a lead taken for a call leaves it) and agents' states (one who goes offline lets go of a lead; the
  // automatic level counts the agents at work) read it again quietly.
  const live = useLiveRefresh(['hopper.changed', 'call.changed', 'agent.state'], load, {
    accept: (event) => event.type !== 'hopper.changed' || event.data.campaignId === campaignId,
    fallbackMs: FALLBACK_MS,
  });

  async function push(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const lead = await fetchEligibility(campaignId, phone.trim());
      const entry = await pushToHopper(campaignId, lead.leadId, Number(priority));
      onNotice(`${entry.leadName || entry.phone} pushed with priority ${entry.priority}`);
      setPhone('');
      await load();
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to push the lead.'));
    } finally {
      setBusy(false);
    }
  }

  async function change(entry: HopperEntry, value: string) {
    const next = Number(value);
    if (!Number.isInteger(next) || next === entry.priority) return;
    try {
      await setHopperPriority(campaignId, entry.leadId, next);
      await load();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to change the priority.'));
      await load();
    }
  }

  async function remove(entry: HopperEntry) {
    try {
      await removeFromHopper(campaignId, entry.leadId);
      onNotice(`${entry.leadName || entry.phone} removed from the hopper`);
      await load();
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to remove the lead.'));
    }
  }

  async function refill() {
    setRefilling(true);
    setError(null);
    try {
      const result = await refillHopper(campaignId);
      onNotice(
        result.added > 0
          ? `Added ${result.added.toLocaleString()} lead${result.added === 1 ? '' : 's'}: ${result.waiting.toLocaleString()} waiting`
          : `No lead to add: ${result.waiting.toLocaleString()} waiting`,
      );
      await load();
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to refill the hopper.'));
    } finally {
      setRefilling(false);
    }
  }

  async function empty() {
    setEmptying(true);
    try {
      const removed = await emptyHopper(campaignId);
      onNotice(`Removed ${removed.toLocaleString()} waiting lead${removed === 1 ? '' : 's'}`);
      setConfirmEmpty(false);
      await load();
      onChanged();
    } catch (caught) {
      setConfirmEmpty(false);
      setError(errorMessage(caught, 'Failed to empty the hopper.'));
    } finally {
      setEmptying(false);
    }
  }

  const waiting = entries?.filter((entry) => entry.claimedBy === null).length ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle className="flex items-center gap-2">
              <Flame className="size-5 text-primary-600" aria-hidden="true" />
              Priority Queue
            </CardTitle>
            <LiveIndicator
              status={live}
              offlineLabel="Updates every 15 s"
              offlineTitle="Live updates are unavailable right now; the queue refreshes every 15 seconds."
            />
          </div>
          <CardDescription>
            The leads called next, highest priority first. Each is checked again when an agent takes it.
          </CardDescription>
          {level && (
            <p className="text-sm text-slate-600" data-testid="queue-level">
              {levelSentence(level)}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void refill()} busy={refilling}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Refill Now
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirmEmpty(true)} disabled={waiting === 0}>
            <Eraser className="size-4" aria-hidden="true" />
            Empty
          </Button>
        </div>
      </CardHeader>
      <ConfirmDialog
        open={confirmEmpty}
        title="Empty the hopper?"
        message={`The ${waiting.toLocaleString()} waiting lead${waiting === 1 ? '' : 's'} leave the hopper (leads with an agent stay). The next refill fills it again from the campaign's lists.`}
        confirmLabel="Empty Hopper"
        busyLabel="Emptying..."
        busy={emptying}
        onConfirm={() => void empty()}
        onCancel={() => setConfirmEmpty(false)}
      />
      <CardContent className="space-y-4 px-0">
        <form onSubmit={(event) => void push(event)} className="flex flex-wrap items-end gap-3 px-5">
          <div className="w-64 space-y-1.5">
            <Label htmlFor="push-phone">Push a Lead by Phone</Label>
            <Input id="push-phone" type="tel" placeholder="+1 212 555 0101" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </div>
          <div className="w-28 space-y-1.5">
            <Label htmlFor="push-priority">Priority</Label>
            <Input id="push-priority" type="number" min={-99} max={99} value={priority} onChange={(event) => setPriority(event.target.value)} />
          </div>
          <Button type="submit" busy={busy}>
            <Plus className="size-4" aria-hidden="true" />
            Push Lead
          </Button>
        </form>
        {error && (
          <p className="px-5 text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className={HEAD}>
              <tr>
                <th scope="col" className={CELL}>Priority</th>
                <th scope="col" className={CELL}>Lead</th>
                <th scope="col" className={CELL}>Source</th>
                <th scope="col" className={CELL}>Waiting Since</th>
                <th scope="col" className={CELL}>State</th>
                <th scope="col" className={`${CELL} text-right`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries?.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-5 py-8 text-center text-slate-500">
                    Priority leads will be displayed here.
                  </td>
                </tr>
              )}
              {!entries && (
                <tr>
                  <td colSpan={6} className="px-5 py-8 text-center text-slate-500">
                    Loading the hopper...
                  </td>
                </tr>
              )}
              {entries?.map((entry) => (
                <tr key={entry.leadId} data-testid={`hopper-${entry.leadId}`}>
                  <td className={CELL}>
                    <div className="w-20">
                      <Input
                        // A priority changed elsewhere shows once the queue is read again.
                        key={entry.priority}
                        type="number"
                        min={-99}
                        max={99}
                        aria-label={`Priority of ${entry.leadName || entry.phone}`}
                        className="h-8"
                        defaultValue={entry.priority}
                        disabled={entry.claimedBy !== null}
                        onBlur={(event) => void change(entry, event.target.value)}
                      />
                    </div>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    <p className="font-medium text-slate-900">{entry.leadName || '—'}</p>
                    <p className="text-xs text-slate-500 tabular-nums">{entry.phone}</p>
                  </td>
                  <td className={`${CELL} text-slate-700`}>{SOURCE_TEXT[entry.source]}</td>
                  <td className={`${CELL} whitespace-nowrap text-slate-700`}>{new Date(entry.addedAt).toLocaleString()}</td>
                  <td className={CELL}>
                    {entry.claimedBy !== null ? <Badge tone="info">With an agent</Badge> : <Badge tone="success">Waiting</Badge>}
                  </td>
                  <td className={`${CELL} text-right`}>
                    <IconButton label={`Remove ${entry.leadName || entry.phone}`} icon={Trash2} tone="danger" onClick={() => void remove(entry)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
