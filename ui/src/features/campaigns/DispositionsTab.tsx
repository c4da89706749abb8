import { useCallback, useEffect, useState } from 'react';
import { Archive, Pencil, Plus, RotateCcw } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { IconButton } from '../../components/ui/IconButton';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { Toast } from '../../components/ui/Toast';
import { fetchDispositions } from '../../entities/dispositions/api';
import type { Disposition } from '../../entities/dispositions/types';
import { STATUS_LABELS } from '../../entities/leads/statuses';
import { errorMessage } from '../../lib/api-client';
import { archiveDisposition, updateDisposition } from './dispositions-api';
import { FLAGS } from './dispositions-types';
import { DispositionFormDialog } from './DispositionFormDialog';

const CELL = 'px-3 py-2.5 first:pl-5 last:pr-5';

type Open = { kind: 'form'; disposition: Disposition | null } | { kind: 'archive'; disposition: Disposition } | null;

/** The organization's dispositions: the standard set to start with, edited, added, archived and restored. */
export function DispositionsTab() {
  const [dispositions, setDispositions] = useState<Disposition[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  const load = useCallback(async () => {
    try {
      setDispositions(await fetchDispositions());
      setError(null);
    } catch (caught) {
      console.warn('Loading the dispositions failed', caught);
      setError(errorMessage(caught, 'Failed to load the dispositions.'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function archive(disposition: Disposition) {
    setBusy(true);
    try {
      await archiveDisposition(disposition.id);
      setToast(`${disposition.label} archived`);
      setOpen(null);
      await load();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to archive the disposition.'));
      setOpen(null);
    } finally {
      setBusy(false);
    }
  }

  async function restore(disposition: Disposition) {
    try {
      await updateDisposition(disposition.id, { active: true });
      setToast(`${disposition.label} restored`);
      await load();
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to restore the disposition.'));
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Dispositions</CardTitle>
          <CardDescription>
            The outcomes agents give their calls, with the key that gives each one. A Do Not Call outcome puts the
            number on the do-not-call list.
          </CardDescription>
        </div>
        <Button onClick={() => setOpen({ kind: 'form', disposition: null })}>
          <Plus className="size-4" aria-hidden="true" />
          Add Disposition
        </Button>
      </CardHeader>
      <CardContent className="space-y-3 px-0">
        {error && (
          <p className="px-5 text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className={HEAD}>
              <tr>
                <th scope="col" className={CELL}>Disposition</th>
                <th scope="col" className={CELL}>Hotkey</th>
                <th scope="col" className={CELL}>Sets Lead Status</th>
                <th scope="col" className={CELL}>Counts As</th>
                <th scope="col" className={`${CELL} text-right`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {!dispositions && !error && (
                <tr>
                  <td colSpan={5} className="px-5 py-8 text-center text-slate-500">
                    Loading dispositions...
                  </td>
                </tr>
              )}
              {dispositions?.map((d) => (
                <tr key={d.id} className={d.active ? undefined : 'bg-slate-50 text-slate-500'} data-testid={`disposition-${d.code}`}>
                  <td className={CELL}>
                    <span className="mr-2 text-base" aria-hidden="true">
                      {d.emoji}
                    </span>
                    <span className="font-medium text-slate-900">{d.label}</span>
                    {!d.active && (
                      <Badge className="ml-2" tone="neutral">
                        Archived
                      </Badge>
                    )}
                  </td>
                  <td className={CELL}>
                    {d.hotkey ? (
                      <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700 shadow-sm">
                        {d.hotkey.toUpperCase()}
                      </kbd>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`${CELL} text-slate-700`}>{d.leadStatus ? STATUS_LABELS[d.leadStatus] : 'Leave as it is'}</td>
                  <td className={CELL}>
                    <div className="flex flex-wrap gap-1">
                      {FLAGS.filter((flag) => d[flag.key]).map((flag) => (
                        <Badge key={flag.key} tone={flag.key === 'doNotCall' ? 'error' : flag.key === 'conversion' ? 'success' : 'info'} title={flag.hint}>
                          {flag.label}
                        </Badge>
                      ))}
                      {d.system && (
                        <Badge tone="neutral" title="Given by the system to a call whose agent vanished; never offered to agents">
                          System
                        </Badge>
                      )}
                    </div>
                  </td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>
                    <IconButton label={`Edit ${d.label}`} icon={Pencil} onClick={() => setOpen({ kind: 'form', disposition: d })} />
                    {d.active ? (
                      <IconButton label={`Archive ${d.label}`} icon={Archive} tone="danger" onClick={() => setOpen({ kind: 'archive', disposition: d })} />
                    ) : (
                      <IconButton label={`Restore ${d.label}`} icon={RotateCcw} onClick={() => void restore(d)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
      {open?.kind === 'form' && (
        <DispositionFormDialog
          disposition={open.disposition}
          onSaved={(saved) => {
            setOpen(null);
            setToast(open.disposition ? `${saved.label} updated` : `${saved.label} added`);
            void load();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'archive'}
        title="Archive Disposition"
        message={
          open?.kind === 'archive'
            ? `Archive ${open.disposition.label}? Agents will no longer see it; calls that have it keep it, and it can be restored.`
            : ''
        }
        confirmLabel="Archive"
        busyLabel="Archiving..."
        busy={busy}
        onConfirm={() => open?.kind === 'archive' && void archive(open.disposition)}
        onCancel={() => setOpen(null)}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </Card>
  );
}
