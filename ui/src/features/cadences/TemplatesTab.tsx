import { useCallback, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { IconButton } from '../../components/ui/IconButton';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { TABLE_HEAD } from '../../components/ui/table-classes';
import { Toast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-client';
import { deleteTemplate } from './api';
import { CHANNEL_TEXT } from './labels';
import { useTemplatesStore } from './store';
import { TemplateFormDialog } from './TemplateFormDialog';
import type { MessageTemplate } from './types';

const CELL = 'px-3 py-2.5 align-top first:pl-5 last:pr-5';

type Open = { kind: 'form'; template: MessageTemplate | null } | { kind: 'delete'; template: MessageTemplate } | null;

/** "Message Templates": the texts and e-mails cadence steps send. */
export function TemplatesTab() {
  const { templates, loadFailed, loadTemplates } = useTemplatesStore();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  async function remove(template: MessageTemplate) {
    setDeleting(true);
    try {
      await deleteTemplate(template.id);
      setError(null);
      setToast(`${template.name} deleted`);
      await loadTemplates();
    } catch (caught) {
      // 409 when a cadence sends it: the server's sentence says what to do.
      console.warn('Deleting the template failed', caught);
      setError(errorMessage(caught, 'Failed to delete the template.'));
    } finally {
      setDeleting(false);
      setOpen(null);
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Message Templates</CardTitle>
          <CardDescription>The texts and e-mails your cadences send, with the lead's fields filled in.</CardDescription>
        </div>
        <Button onClick={() => setOpen({ kind: 'form', template: null })}>
          <Plus className="size-4" aria-hidden="true" />
          New Template
        </Button>
      </CardHeader>
      <CardContent className="space-y-3 px-0">
        {error && (
          <DismissibleAlert tone="error" className="mx-5" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        {loadFailed && (
          <div className="px-5">
            <LoadFailed text="Failed to load the message templates." onRetry={() => void loadTemplates()} />
          </div>
        )}
        {!templates && !loadFailed && <p className="px-5 py-8 text-center text-sm text-slate-500">Loading templates...</p>}
        {templates?.length === 0 && (
          <p className="px-5 py-8 text-center text-sm text-slate-500">No templates yet — write the first text or e-mail</p>
        )}
        {templates && templates.length > 0 && (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className={TABLE_HEAD}>
                <tr>
                  <th scope="col" className={CELL}>Template</th>
                  <th scope="col" className={CELL}>Channel</th>
                  <th scope="col" className={CELL}>Message</th>
                  <th scope="col" className={CELL}>Used by</th>
                  <th scope="col" className={`${CELL} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {templates.map((t) => (
                  <tr key={t.id} data-template-id={t.id}>
                    <td className={`${CELL} font-medium text-slate-900`}>{t.name}</td>
                    <td className={CELL}>
                      <Badge tone={t.channel === 'sms' ? 'info' : 'neutral'}>{CHANNEL_TEXT[t.channel]}</Badge>
                    </td>
                    <td className={`${CELL} max-w-md text-slate-700`}>
                      {t.channel === 'email' && <p className="truncate font-medium">{t.subject}</p>}
                      <p className="line-clamp-2 text-slate-600">{t.body}</p>
                    </td>
                    <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
                      {t.usedBy === 0 ? '—' : `${t.usedBy} step${t.usedBy === 1 ? '' : 's'}`}
                    </td>
                    <td className={`${CELL} text-right whitespace-nowrap`}>
                      <IconButton label={`Edit ${t.name}`} icon={Pencil} onClick={() => setOpen({ kind: 'form', template: t })} />
                      <IconButton
                        label={`Delete ${t.name}`}
                        icon={Trash2}
                        tone="danger"
                        onClick={() => setOpen({ kind: 'delete', template: t })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      {open?.kind === 'form' && (
        <TemplateFormDialog
          template={open.template}
          onSaved={(saved) => {
            setOpen(null);
            setError(null);
            setToast(open.template ? `${saved.name} updated` : `${saved.name} created`);
            void loadTemplates();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="Delete Template"
        message={open?.kind === 'delete' ? `Delete the template ${open.template.name}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => open?.kind === 'delete' && void remove(open.template)}
        onCancel={() => setOpen(null)}
      />
      <Toast message={toast} onDismiss={dismissToast} />
    </Card>
  );
}
