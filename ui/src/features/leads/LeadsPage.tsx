import { useCallback, useEffect, useRef, useState } from 'react';
import { Download, Plus, Upload } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pager } from '../../components/ui/Pager';
import { SelectInput } from '../../components/ui/SelectField';
import { Toast } from '../../components/ui/Toast';
import { AddNumberDialog } from '../../entities/do-not-call/AddNumberDialog';
import { leadDisplayName } from '../../entities/leads/statuses';
import { STATUS_LABELS } from '../../entities/leads/statuses';
import type { Lead } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { exportLeadsCsv, PAGE_SIZES, type PageSize } from './api';
import { pageSummary } from './format';
import { ImportLeadsDialog } from './ImportLeadsDialog';
import { LeadsBulkBar, type BulkChoice } from './LeadsBulkBar';
import { LeadFormDialog } from './LeadFormDialog';
import { LeadHistoryDialog } from './LeadHistoryDialog';
import { LeadsFilters } from './LeadsFilters';
import { LeadStatsCards } from './LeadStatsCards';
import { LeadsTable } from './LeadsTable';
import { ManageListsDialog } from './ManageListsDialog';
import { useLeadsStore } from './store';
import type { LeadBulkJob, LeadPayload } from './types';
import { useLeadsLiveRefresh } from './use-leads-live-refresh';

type Dialog =
  | { kind: 'lead'; lead: Lead | null }
  | { kind: 'delete'; lead: Lead }
  | { kind: 'history'; lead: Lead }
  | { kind: 'dnc'; lead: Lead }
  | { kind: 'import' }
  | { kind: 'lists' }
  | { kind: 'bulk'; choice: Exclude<BulkChoice, { action: 'export' }> }
  | null;

const count = new Intl.NumberFormat();

/** The toast once a bulk action has ended. */
function bulkOutcome(job: LeadBulkJob, choice: BulkChoice): string {
  if (job.state === 'failed') return `The bulk action stopped: ${job.error ?? 'please try again'}`;
  const leads = `${count.format(job.changed)} lead${job.changed === 1 ? '' : 's'}`;
  if (job.action === 'delete') return `${leads} deleted`;
  if (job.action === 'add_to_dnc') {
    return `${count.format(job.changed)} phone number${job.changed === 1 ? '' : 's'} added to Do Not Call`;
  }
  if (job.action === 'set_status') return `Status set to ${STATUS_LABELS[job.status ?? 'new']} on ${leads}`;
  // Only the leads newly enrolled count: one already in the cadence is left as it is.
  if (job.action === 'enroll_in_cadence') {
    return `${leads} enrolled in ${choice.action === 'enroll_in_cadence' ? choice.cadenceName : 'the cadence'}`;
  }
  return `${leads} moved`;
}

const BULK_TITLES = {
  set_status: 'Set Status',
  move_to_list: 'Move Leads',
  delete: 'Delete Leads',
  add_to_dnc: 'Add to Do Not Call',
  enroll_in_cadence: 'Enroll in Cadence',
} as const;
const BULK_CONFIRM = {
  set_status: 'Set Status',
  move_to_list: 'Move',
  delete: 'Delete',
  add_to_dnc: 'Add to Do Not Call',
  enroll_in_cadence: 'Enroll',
} as const;

function bulkQuestion(choice: Exclude<BulkChoice, { action: 'export' }>, howMany: string, lists: readonly { id: number; name: string }[]) {
  switch (choice.action) {
    case 'set_status':
      return `Set the status of ${howMany} to ${STATUS_LABELS[choice.status]}?`;
    case 'move_to_list': {
      const target = choice.listId === null ? 'no list' : `the list ${lists.find((l) => l.id === choice.listId)?.name ?? ''}`;
      return `Move ${howMany} to ${target}?`;
    }
    case 'delete':
      return `Are you sure you want to delete ${howMany}? This cannot be undone.`;
    case 'add_to_dnc':
      return `Add the phone numbers of ${howMany} to the organization's do-not-call list? They will never be called or texted.`;
    case 'enroll_in_cadence':
      return `Enroll ${howMany} in the cadence ${choice.cadenceName}? A lead already in it is left as it is.`;
  }
}

/** Route /leads: "Leads Management" with lists, CSV import and export. */
export function LeadsPage() {
  const store = useLeadsStore();
  const { query, page, leads, pagination, loading, loadFailed, error, stats, lists, selected, allMatching } = store;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const tableCard = useRef<HTMLDivElement>(null);

  // Listening before loading, so nothing that changes in between goes unnoticed.
  const liveStatus = useLeadsLiveRefresh();
  useEffect(() => {
    const { refresh, reset, resumeBulk } = useLeadsStore.getState();
    void refresh();
    void resumeBulk();
    return reset;
  }, []);

  // The pager sits under the table: a new page starts reading from the top of the table again.
  function changePage(target: number) {
    store.setPage(target);
    const card = tableCard.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView({ block: 'start' });
  }

  const filtered = query.search !== '' || query.status !== 'all' || query.list !== 'all';
  const closeDialog = () => setDialog(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);

  async function confirmDelete(lead: Lead) {
    setDeleting(true);
    const deleted = await store.removeLead(lead.id);
    setDeleting(false);
    setDialog(null);
    if (deleted) setNotice(`Lead ${leadDisplayName(lead) || lead.email || lead.phone} deleted`);
  }

  // Like the agents and webhooks screens: a toast says what was saved.
  async function saveLead(id: number | null, payload: LeadPayload) {
    const saved = await store.saveLead(id, payload);
    const name = leadDisplayName(saved) || saved.email || saved.phone;
    setNotice(id === null ? `Lead ${name} created` : `Lead ${name} updated`);
    return saved;
  }

  // The selection as the bulk bar and the confirmation name it.
  const matching = pagination ? `${count.format(pagination.total)}${pagination.totalIsLowerBound ? '+' : ''}` : '';
  const selectedLabel = allMatching
    ? `All ${matching} leads selected`
    : selected.length > 0
      ? `${count.format(selected.length)} selected`
      : '';
  const pageTicked = leads.length > 0 && leads.every((lead) => selected.includes(lead.id));
  const offerAll = !allMatching && pageTicked && pagination !== null && pagination.total > leads.length;
  const howMany = allMatching ? `all ${matching} leads this filter selects` : `${count.format(selected.length)} lead${selected.length === 1 ? '' : 's'}`;

  function chooseBulk(choice: BulkChoice) {
    if (choice.action === 'export') {
      void exportCsv(allMatching ? undefined : selected);
      return;
    }
    setDialog({ kind: 'bulk', choice });
  }

  async function runBulk(choice: Exclude<BulkChoice, { action: 'export' }>) {
    setDialog(null);
    // The request carries the cadence's id; its name was for the confirmation.
    const request = choice.action === 'enroll_in_cadence' ? { action: choice.action, cadenceId: choice.cadenceId } : choice;
    try {
      const job = await store.runBulk(request);
      setNotice(bulkOutcome(job, choice));
    } catch (caught) {
      console.warn('The bulk action failed', caught);
      store.showError(`The bulk action could not start. ${errorMessage(caught, 'Please try again.')}`);
    }
  }

  async function exportCsv(ids?: readonly number[]) {
    setExporting(true);
    try {
      const { blob, filename } = await exportLeadsCsv(query, ids);
      saveBlob(blob, filename);
    } catch (caught) {
      console.warn('Exporting leads failed', caught);
      store.showError(`Failed to export leads. ${errorMessage(caught, 'Please try again.')}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="@container space-y-6">
      <PageHeader
        title="Leads Management"
        titleAside={
          <LiveIndicator
            status={liveStatus}
            offlineLabel="Updates every 30 s"
            offlineTitle="Live updates are unavailable right now; the leads refresh every 30 seconds."
          />
        }
        description="Search, organise and follow up on your leads."
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <Upload className="size-4" aria-hidden="true" />
              Import CSV
            </Button>
            <Button variant="outline" onClick={() => void exportCsv()} busy={exporting}>
              {!exporting && <Download className="size-4" aria-hidden="true" />}
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button onClick={() => setDialog({ kind: 'lead', lead: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Lead
            </Button>
          </>
        }
      />

      {error && (
        <DismissibleAlert tone="error" onDismiss={store.dismissError}>
          {error}
        </DismissibleAlert>
      )}

      <LeadStatsCards stats={stats} />

      <div ref={tableCard} className="scroll-mt-20">
        <Card className="overflow-hidden">
          <div className="px-5 py-4">
            <LeadsFilters
              query={query}
              lists={lists}
              loading={loading}
              onChange={store.setQuery}
              sort={store.sort}
              onSortChange={store.setSort}
              onRefresh={() => void store.refresh()}
              onManageLists={() => setDialog({ kind: 'lists' })}
            />
          </div>
          <LeadsBulkBar
            selectedLabel={selectedLabel}
            matchingLabel={offerAll ? matching : null}
            lists={lists}
            job={store.bulkJob}
            exporting={exporting}
            onSelectAllMatching={store.selectAllMatching}
            onClear={store.clearSelection}
            onChoose={chooseBulk}
          />
          <LeadsTable
            leads={leads}
            loading={loading}
            filtered={filtered}
            failed={loadFailed}
            sort={store.sort}
            onSort={store.setSort}
            selection={{
              isSelected: (id) => allMatching || selected.includes(id),
              allOnPage: allMatching || pageTicked,
              onToggle: store.toggleLead,
              onTogglePage: store.togglePage,
            }}
            onEdit={(lead) => setDialog({ kind: 'lead', lead })}
            onDelete={(lead) => setDialog({ kind: 'delete', lead })}
            onHistory={(lead) => setDialog({ kind: 'history', lead })}
            onDoNotCall={(lead) => setDialog({ kind: 'dnc', lead })}
          />
          {pagination && pagination.total > PAGE_SIZES[0] && (
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-200 px-5 py-3">
              <Pager
                className="min-w-0 flex-1"
                page={page}
                pages={pagination.pages}
                summary={pageSummary(pagination)}
                onPageChange={changePage}
              />
              <label className="flex items-center gap-2 text-sm text-slate-600">
                Rows per page
                <SelectInput
                  className="h-9 w-20"
                  options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                  value={String(store.pageSize)}
                  onChange={(event) => store.setPageSize(Number(event.target.value) as PageSize)}
                />
              </label>
            </div>
          )}
        </Card>
      </div>

      <LeadHistoryDialog lead={dialog?.kind === 'history' ? dialog.lead : null} onClose={closeDialog} />
      {dialog?.kind === 'dnc' && (
        <AddNumberDialog
          campaigns={[]}
          initialPhone={dialog.lead.phoneE164 ?? dialog.lead.phone}
          initialNote={`Lead ${leadDisplayName(dialog.lead) || dialog.lead.email || dialog.lead.id}`}
          onAdded={(record) => {
            setDialog(null);
            setNotice(`${record.phone} added to Do Not Call`);
            void store.refresh(true);
          }}
          onClose={closeDialog}
        />
      )}
      <LeadFormDialog
        open={dialog?.kind === 'lead'}
        lead={dialog?.kind === 'lead' ? dialog.lead : null}
        lists={lists}
        onSave={saveLead}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Lead"
        message={
          <>
            <p>Are you sure you want to delete this lead?</p>
            {dialog?.kind === 'delete' && leadDisplayName(dialog.lead) && (
              <p className="mt-1 font-medium text-slate-900">{leadDisplayName(dialog.lead)}</p>
            )}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.lead)}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'bulk'}
        title={dialog?.kind === 'bulk' ? BULK_TITLES[dialog.choice.action] : ''}
        message={dialog?.kind === 'bulk' ? bulkQuestion(dialog.choice, howMany, lists) : ''}
        confirmLabel={dialog?.kind === 'bulk' ? BULK_CONFIRM[dialog.choice.action] : ''}
        tone={dialog?.kind === 'bulk' && (dialog.choice.action === 'delete' || dialog.choice.action === 'add_to_dnc') ? 'danger' : 'primary'}
        onConfirm={() => dialog?.kind === 'bulk' && void runBulk(dialog.choice)}
        onCancel={closeDialog}
      />
      <ImportLeadsDialog
        open={dialog?.kind === 'import'}
        lists={lists}
        onClose={closeDialog}
        onImported={() => void store.refresh(true)}
        onListCreated={() => void store.loadLists()}
      />
      <ManageListsDialog
        open={dialog?.kind === 'lists'}
        lists={lists}
        onClose={closeDialog}
        onChanged={() => void store.refresh(true)}
      />
      <Toast message={notice} onDismiss={dismissNotice} />
    </div>
  );
}
