import { useCallback, useEffect, useState } from 'react';
import { Plus, Workflow } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Switch } from '../../components/ui/Switch';
import { Toast } from '../../components/ui/Toast';
import { fetchCampaigns } from '../../entities/campaigns/api';
import type { Campaign } from '../../entities/campaigns/types';
import { errorMessage } from '../../lib/api-client';
import { changeCadenceStatus, fetchCadences, fetchSmsNumbers } from './api';
import { CadenceCard } from './CadenceCard';
import { CadenceFormDialog } from './CadenceFormDialog';
import { EnrollmentsDialog } from './EnrollmentsDialog';
import { CADENCE_STATUS_TEXT } from './labels';
import { useTemplatesStore } from './store';
import type { Cadence, SmsNumber } from './types';

type Open =
  | { kind: 'form'; cadence: Cadence | null }
  | { kind: 'archive'; cadence: Cadence }
  | { kind: 'enrollments'; cadence: Cadence }
  | null;

/**
 * The archived ones too, when asked. Read as the current ones plus `?archived=true`'s, merged by id: right whether
 * that answer holds the archived cadences only or every cadence.
 */
async function loadCadences(withArchived: boolean): Promise<Cadence[]> {
  const current = await fetchCadences();
  if (!withArchived) return current.filter((c) => c.status !== 'archived');
  const known = new Set(current.map((c) => c.id));
  return [...current, ...(await fetchCadences(true)).filter((c) => !known.has(c.id))];
}

/** "Call Sequences": the organization's cadences, made, edited, started, paused and archived. */
export function CadencesTab() {
  const [cadences, setCadences] = useState<Cadence[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [withArchived, setWithArchived] = useState(false);
  const [campaigns, setCampaigns] = useState<Campaign[]>([]);
  const [numbers, setNumbers] = useState<SmsNumber[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setCadences(await loadCadences(withArchived));
    } catch (caught) {
      console.warn('Loading the cadences failed', caught);
      setLoadFailed(true);
    }
  }, [withArchived]);

  // The choices of the form; read again each time it opens, as numbers are synced and campaigns made elsewhere.
  const loadChoices = useCallback(() => {
    fetchCampaigns()
      .then(setCampaigns)
      .catch((caught: unknown) => console.warn('Loading the campaigns failed', caught));
    fetchSmsNumbers()
      .then(setNumbers)
      .catch((caught: unknown) => console.warn('Loading the phone numbers failed', caught));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(loadChoices, [loadChoices]);

  function openForm(cadence: Cadence | null) {
    loadChoices();
    setOpen({ kind: 'form', cadence });
  }

  async function change(cadence: Cadence, action: 'activate' | 'pause' | 'archive') {
    setChanging(cadence.id);
    try {
      const changed = await changeCadenceStatus(cadence.id, action);
      setError(null);
      setToast(`${changed.name} is ${CADENCE_STATUS_TEXT[changed.status].toLowerCase()}`);
      await load();
    } catch (caught) {
      console.warn('Changing the cadence failed', caught);
      setError(errorMessage(caught, 'Failed to change the cadence.'));
    } finally {
      setChanging(null);
      if (action === 'archive') setOpen(null);
    }
  }

  const campaignNames = new Map(campaigns.map((c) => [c.id, c.name]));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Call Sequences</CardTitle>
          <CardDescription>Set up your call cadences and sequences here.</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Switch id="cadences-archived" label="Show archived" checked={withArchived} onChange={setWithArchived} />
          <Button onClick={() => openForm(null)}>
            <Plus className="size-4" aria-hidden="true" />
            New Cadence
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 px-0 pb-2">
        {error && (
          <DismissibleAlert tone="error" className="mx-5" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        {loadFailed && (
          <div className="px-5">
            <LoadFailed text="Failed to load the cadences." onRetry={() => void load()} />
          </div>
        )}
        {!cadences && !loadFailed && <p className="px-5 py-8 text-center text-sm text-slate-500">Loading cadences...</p>}
        {cadences?.length === 0 && (
          <div className="flex flex-col items-center gap-2 px-5 py-10 text-center text-sm text-slate-500">
            <Workflow className="size-6 text-slate-400" aria-hidden="true" />
            No cadences yet — create the first one
          </div>
        )}
        {cadences && cadences.length > 0 && (
          <ul aria-label="Cadences" className="divide-y divide-slate-100 border-t border-slate-100">
            {cadences.map((cadence) => (
              <li key={cadence.id}>
                <CadenceCard
                  cadence={cadence}
                  campaignNames={campaignNames}
                  busy={changing === cadence.id}
                  onEdit={() => openForm(cadence)}
                  onStatus={(action) => void change(cadence, action)}
                  onArchive={() => setOpen({ kind: 'archive', cadence })}
                  onEnrollments={() => setOpen({ kind: 'enrollments', cadence })}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {open?.kind === 'form' && (
        <CadenceFormDialog
          cadence={open.cadence}
          campaigns={campaigns}
          numbers={numbers}
          onSaved={(saved) => {
            setOpen(null);
            setError(null);
            setToast(open.cadence ? `${saved.name} updated` : `${saved.name} created`);
            void load();
            // The templates' "used by" counts follow the cadences' steps.
            void useTemplatesStore.getState().loadTemplates();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'enrollments' && (
        <EnrollmentsDialog
          cadence={open.cadence}
          onClose={() => {
            setOpen(null);
            // Stopping or pausing by hand changes the figures.
            void load();
          }}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'archive'}
        title="Archive Cadence"
        message={
          open?.kind === 'archive'
            ? `Archive ${open.cadence.name}? Every active enrollment stops, and it takes no more leads.`
            : ''
        }
        confirmLabel="Archive"
        busyLabel="Archiving..."
        busy={open?.kind === 'archive' && changing === open.cadence.id}
        onConfirm={() => open?.kind === 'archive' && void change(open.cadence, 'archive')}
        onCancel={() => setOpen(null)}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </Card>
  );
}
