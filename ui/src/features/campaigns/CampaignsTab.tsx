import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Archive, Pause, Pencil, Play, Plus, ShieldCheck } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { IconButton, iconButtonClasses } from '../../components/ui/IconButton';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { Toast } from '../../components/ui/Toast';
import { fetchAgents } from '../../entities/agents/api';
import { fetchCampaigns } from '../../entities/campaigns/api';
import { fetchFunnel } from '../../entities/campaigns/funnel';
import { DIAL_MODE_TEXT, STATUS_TEXT, type CampaignStatus, type Campaign } from '../../entities/campaigns/types';
import { fetchLists } from '../../entities/leads/api';
import { fetchPhoneNumbers } from '../../entities/phone-numbers/api';
import { errorMessage } from '../../lib/api-client';
import { CampaignFormDialog } from './CampaignFormDialog';
import { changeCampaignStatus } from './campaigns-api';

const CELL = 'px-3 py-2.5 first:pl-5 last:pr-5 align-top';
const TONES: Record<CampaignStatus, BadgeTone> = { draft: 'neutral', active: 'success', paused: 'warning', archived: 'neutral' };

/** A campaign's live figures, from its funnel: leads it could dial right now, and leads in its hopper. */
interface LiveFigures {
  dialable: number;
  inHopper: number;
}

type Open = { kind: 'form'; campaign: Campaign | null } | { kind: 'archive'; campaign: Campaign } | null;

/** The organization's campaigns: made, edited, started, paused and archived. */
export function CampaignsTab() {
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [lists, setLists] = useState<{ id: number; name: string }[]>([]);
  const [agents, setAgents] = useState<{ id: number; name: string }[]>([]);
  const [callerIds, setCallerIds] = useState<{ phoneNumber: string; friendlyName: string }[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [figures, setFigures] = useState<Map<number, LiveFigures | 'failed'>>(new Map());
  const dismissToast = useCallback(() => setToast(null), []);

  const load = useCallback(async () => {
    try {
      const all = await fetchCampaigns();
      setCampaigns(all);
      for (const campaign of all.filter((c) => c.status !== 'archived')) {
        fetchFunnel(campaign.id)
          .then((funnel) => {
            const leads = (key: string) => funnel.steps.find((step) => step.key === key)?.leads ?? 0;
            setFigures((current) =>
              new Map(current).set(campaign.id, { dialable: leads('under_limits'), inHopper: leads('in_hopper') }),
            );
          })
          .catch((caught: unknown) => {
            console.warn('Counting the campaign\'s leads failed', caught);
            setFigures((current) => new Map(current).set(campaign.id, 'failed'));
          });
      }
    } catch (caught) {
      console.warn('Loading the campaigns failed', caught);
      setError(errorMessage(caught, 'Failed to load the campaigns.'));
    }
  }, []);

  useEffect(() => {
    void load();
    fetchLists()
      .then((all) => setLists(all.map((l) => ({ id: l.id, name: l.name }))))
      .catch((caught: unknown) => console.warn('Loading the lists failed', caught));
    fetchPhoneNumbers()
      .then(({ numbers }) => setCallerIds(numbers.filter((n) => n.voice)))
      .catch((caught: unknown) => console.warn('Loading the phone numbers failed', caught));
    fetchAgents(false)
      .then((all) => setAgents(all.map((a) => ({ id: a.id, name: a.name || a.email }))))
      .catch((caught: unknown) => console.warn('Loading the agents failed', caught));
  }, [load]);

  async function change(campaign: Campaign, action: 'activate' | 'pause' | 'archive') {
    try {
      const changed = await changeCampaignStatus(campaign.id, action);
      setError(null);
      setToast(`${changed.name} is ${STATUS_TEXT[changed.status].toLowerCase()}`);
      await load();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to change the campaign.'));
    } finally {
      if (action === 'archive') setOpen(null);
    }
  }

  const listNames = new Map(lists.map((l) => [l.id, l.name]));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Active Campaigns</CardTitle>
          <CardDescription>What your agents dial: lead lists, rules, caller ID and agents.</CardDescription>
        </div>
        <Button onClick={() => setOpen({ kind: 'form', campaign: null })}>
          <Plus className="size-4" aria-hidden="true" />
          New Campaign
        </Button>
      </CardHeader>
      <CardContent className="space-y-3 px-0">
        {error && (
          <DismissibleAlert tone="error" className="mx-5" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        {campaigns?.length === 0 && (
          <p className="px-5 py-8 text-center text-sm text-slate-500">Your campaigns will be displayed here.</p>
        )}
        {!campaigns && !error && <p className="px-5 py-8 text-center text-sm text-slate-500">Loading campaigns...</p>}
        {campaigns && campaigns.length > 0 && (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>Campaign</th>
                  <th scope="col" className={CELL}>Status</th>
                  <th scope="col" className={CELL}>Dial Mode</th>
                  <th scope="col" className={CELL}>Lists</th>
                  <th scope="col" className={CELL}>Dialable Now</th>
                  <th scope="col" className={CELL}>Agents</th>
                  <th scope="col" className={CELL}>Caller ID</th>
                  <th scope="col" className={`${CELL} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {campaigns.map((c) => (
                  <tr key={c.id} data-testid={`campaign-${c.id}`}>
                    <td className={CELL}>
                      <p className="font-medium text-slate-900">{c.name}</p>
                      {c.status !== 'active' && c.status !== 'archived' && c.missingForActivation.length > 0 && (
                        <p className="mt-0.5 text-xs text-amber-700">
                          To start: {c.missingForActivation.map((m) => m.message.charAt(0).toLowerCase() + m.message.slice(1)).join('; ')}
                        </p>
                      )}
                    </td>
                    <td className={CELL}>
                      <Badge tone={TONES[c.status]} dot>
                        {STATUS_TEXT[c.status]}
                      </Badge>
                    </td>
                    <td className={`${CELL} text-slate-700`}>
                      {DIAL_MODE_TEXT[c.dialMode]}
                      {c.dialMode === 'power' && ` · ${c.linesPerAgent} lines`}
                    </td>
                    <td className={`${CELL} text-slate-700`}>
                      {c.listIds.length === 0 ? '—' : c.listIds.map((id) => listNames.get(id) ?? `List ${id}`).join(', ')}
                    </td>
                    <td className={`${CELL} whitespace-nowrap tabular-nums`} data-testid={`campaign-${c.id}-figures`}>
                      <LiveFiguresCell figures={c.status === 'archived' ? undefined : figures.get(c.id)} archived={c.status === 'archived'} />
                    </td>
                    <td className={`${CELL} tabular-nums text-slate-700`}>{c.agentIds.length}</td>
                    <td className={`${CELL} tabular-nums text-slate-700`}>{c.callerId || '—'}</td>
                    <td className={`${CELL} text-right whitespace-nowrap`}>
                      {/* Archived too: a complaint can come after a campaign has ended. */}
                      <Link
                        to={`/campaigns/${c.id}/compliance`}
                        aria-label={`Compliance of ${c.name}`}
                        title={`Compliance of ${c.name}`}
                        className={iconButtonClasses()}
                      >
                        <ShieldCheck className="size-4" aria-hidden="true" />
                      </Link>
                      {c.status !== 'archived' && (
                        <>
                          {c.status === 'active' ? (
                            <IconButton label={`Pause ${c.name}`} icon={Pause} onClick={() => void change(c, 'pause')} />
                          ) : (
                            <IconButton label={`Start ${c.name}`} icon={Play} onClick={() => void change(c, 'activate')} />
                          )}
                          <IconButton label={`Edit ${c.name}`} icon={Pencil} onClick={() => setOpen({ kind: 'form', campaign: c })} />
                          <IconButton label={`Archive ${c.name}`} icon={Archive} tone="danger" onClick={() => setOpen({ kind: 'archive', campaign: c })} />
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      {open?.kind === 'form' && (
        <CampaignFormDialog
          campaign={open.campaign}
          lists={lists}
          agents={agents}
          callerIds={callerIds}
          onSaved={(saved) => {
            setOpen(null);
            setToast(open.campaign ? `${saved.name} updated` : `${saved.name} created`);
            void load();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'archive'}
        title="Archive Campaign"
        message={open?.kind === 'archive' ? `Archive ${open.campaign.name}? It stops dialing and can no longer be changed.` : ''}
        confirmLabel="Archive"
        onConfirm={() => open?.kind === 'archive' && void change(open.campaign, 'archive')}
        onCancel={() => setOpen(null)}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </Card>
  );
}

function LiveFiguresCell({ figures, archived }: { figures: LiveFigures | 'failed' | undefined; archived: boolean }) {
  if (archived) return <span className="text-slate-400">—</span>;
  if (figures === undefined) return <span className="text-slate-400">Counting...</span>;
  if (figures === 'failed') return <span className="text-slate-500">Not counted</span>;
  return (
    <>
      <p className="font-medium text-slate-900">{figures.dialable.toLocaleString()}</p>
      <p className="text-xs text-slate-500">{figures.inHopper.toLocaleString()} in hopper</p>
    </>
  );
}
