import { useCallback, useEffect, useMemo, useState } from 'react';
import { Download, ListX, Megaphone, Plus, Upload } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { PageHeader } from '../../components/ui/PageHeader';
import { StatCard } from '../../components/ui/StatCard';
import { Toast } from '../../components/ui/Toast';
import { fetchCampaigns } from '../../entities/campaigns/api';
import type { Campaign } from '../../entities/campaigns/types';
import { AddNumberDialog } from '../../entities/do-not-call/AddNumberDialog';
import { ListSelect } from '../../entities/do-not-call/ListSelect';
import type { DncNumberRecord } from '../../entities/do-not-call/types';
import { errorMessage } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { AdditionsCard } from './AdditionsCard';
import { exportDncList, fetchDncAdditions, fetchDncSummary } from './api';
import { ImportNumbersDialog } from './ImportNumbersDialog';
import { listName } from './labels';
import { NumberLookupCard } from './NumberLookupCard';
import { RemoveNumberDialog } from './RemoveNumberDialog';
import type { DncAdditionsPage, DncSummary } from './types';

const DESCRIPTION = 'Numbers that are never called or texted: your organization’s list and each campaign’s own.';

type Open = { kind: 'add' } | { kind: 'import' } | { kind: 'remove'; phone: string; campaignId: number | null } | null;

/** Route /do-not-call (admins): the lists' sizes, one number's record, additions, add, import, export. */
export function DoNotCallPage() {
  const [summary, setSummary] = useState<DncSummary | null>(null);
  const [campaigns, setCampaigns] = useState<Campaign[]>([]);
  const [list, setList] = useState<number | null>(null);
  const [additions, setAdditions] = useState<DncAdditionsPage | null>(null);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [record, setRecord] = useState<DncNumberRecord | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const campaignNames = useMemo(() => new Map(campaigns.map((c) => [c.id, c.name])), [campaigns]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [sizes, pageOfAdditions] = await Promise.all([fetchDncSummary(), fetchDncAdditions(list, page)]);
      setSummary(sizes);
      setAdditions(pageOfAdditions);
    } catch (caught) {
      console.warn('Loading the do-not-call lists failed', caught);
      setError(errorMessage(caught, 'Failed to load the do-not-call lists.'));
    } finally {
      setLoading(false);
    }
  }, [list, page]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    fetchCampaigns()
      .then(setCampaigns)
      .catch((caught: unknown) => console.warn('Loading the campaigns failed', caught));
  }, []);

  const dismissToast = useCallback(() => setToast(null), []);
  const listed = (campaignId: number | null) =>
    summary?.lists.find((entry) => entry.campaignId === campaignId)?.numbers ?? (summary ? 0 : null);

  async function exportList() {
    setExporting(true);
    try {
      const { blob, filename } = await exportDncList(list);
      saveBlob(blob, filename);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to export the list.'));
    } finally {
      setExporting(false);
    }
  }

  const changed = (message: string, next: DncNumberRecord | null) => {
    setOpen(null);
    setRecord(next);
    setToast(message);
    setPage(1);
    void load();
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Do Not Call"
        description={DESCRIPTION}
        actions={
          <>
            <Button variant="outline" onClick={() => void exportList()} busy={exporting}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'import' })}>
              <Upload className="size-4" aria-hidden="true" />
              Import File
            </Button>
            <Button onClick={() => setOpen({ kind: 'add' })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Number
            </Button>
          </>
        }
      />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Organization list" value={listed(null)} icon={ListX} />
        <StatCard
          label="Campaign lists"
          value={summary ? summary.lists.filter((l) => l.campaignId !== null).reduce((sum, l) => sum + l.numbers, 0) : null}
          icon={Megaphone}
          tone="neutral"
        />
      </div>
      <NumberLookupCard
        campaigns={campaignNames}
        record={record}
        onRecord={setRecord}
        onRemove={(phone, campaignId) => setOpen({ kind: 'remove', phone, campaignId })}
      />
      <div className="max-w-md">
        <ListSelect
          id="dnc-list"
          label="Show and export"
          value={list}
          campaigns={campaigns}
          onChange={(value) => {
            setList(value);
            setPage(1);
          }}
        />
      </div>
      <AdditionsCard page={additions} loading={loading} campaigns={campaignNames} onPage={setPage} />

      {open?.kind === 'add' && (
        <AddNumberDialog
          campaigns={campaigns}
          onAdded={(added) => changed(`${added.phone} added to Do Not Call`, added)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'import' && (
        <ImportNumbersDialog campaigns={campaigns} onImported={() => void load()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'remove' && (
        <RemoveNumberDialog
          phone={open.phone}
          campaignId={open.campaignId}
          listLabel={listName(open.campaignId, campaignNames)}
          onRemoved={(removed) => changed(`${removed.phone} removed from Do Not Call`, removed)}
          onClose={() => setOpen(null)}
        />
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
