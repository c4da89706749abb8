import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { ApiError } from '../../lib/api-client';
import { deleteWebhook } from './api';
import { copyWebhookUrl } from './copy-url';
import { InboundUrlBanner } from './InboundUrlBanner';
import { failureText, WEBHOOK_DELETE_FAILED, WEBHOOK_DELETED } from './messages';
import { LoadFailedState, LoadingState } from './PanelStates';
import { useIntegrationStore } from './store';
import { TabCardHeader } from './TabCardHeader';
import type { Webhook } from './types';
import { WebhookFormDialog } from './WebhookFormDialog';
import { WebhooksTable } from './WebhooksTable';

type DialogState = { kind: 'form'; webhook: Webhook | null } | { kind: 'delete'; webhook: Webhook } | null;

/** The Webhooks tab: the inbound URL, the webhooks table, and the add, edit and delete dialogs. */
export function WebhooksTab() {
  const webhooks = useIntegrationStore((state) => state.webhooks);
  const loading = useIntegrationStore((state) => state.loading);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closeDialog = () => setDialog(null);

  async function confirmDelete(webhook: Webhook) {
    setDeleting(true);
    setError(null);
    const { dropWebhook, notify, refreshLogs } = useIntegrationStore.getState();
    try {
      await deleteWebhook(webhook.id);
      dropWebhook(webhook.id);
      notify(WEBHOOK_DELETED);
      void refreshLogs();
    } catch (caught) {
      console.warn('Deleting the webhook failed', caught);
      setError(failureText(WEBHOOK_DELETE_FAILED, caught));
      // Already gone (deleted elsewhere): the row was out of date.
      if (caught instanceof ApiError && caught.status === 404) dropWebhook(webhook.id);
    } finally {
      setDeleting(false);
      setDialog(null);
    }
  }

  return (
    <div className="space-y-6">
      <InboundUrlBanner />

      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}

      <Card className="overflow-hidden">
        <TabCardHeader
          title="Webhooks"
          description="Each webhook has its own URL, and can require signed requests."
          action={
            <Button onClick={() => setDialog({ kind: 'form', webhook: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add Webhook
            </Button>
          }
        />
        {webhooks === null ? (
          <div className="border-t border-slate-200">
            {loading ? (
              <LoadingState text="Loading webhooks..." />
            ) : (
              <LoadFailedState
                text="The webhooks could not be loaded."
                busy={loading}
                onRetry={() => void useIntegrationStore.getState().load()}
              />
            )}
          </div>
        ) : (
          <WebhooksTable
            webhooks={webhooks}
            onCopy={(webhook) => void copyWebhookUrl(webhook.url)}
            onEdit={(webhook) => setDialog({ kind: 'form', webhook })}
            onDelete={(webhook) => setDialog({ kind: 'delete', webhook })}
          />
        )}
      </Card>

      <WebhookFormDialog
        open={dialog?.kind === 'form'}
        webhook={dialog?.kind === 'form' ? dialog.webhook : null}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Webhook"
        message={
          <>
            <p>Are you sure you want to delete this webhook?</p>
            {dialog?.kind === 'delete' && (
              <>
                <p className="mt-1 font-medium text-slate-900">{dialog.webhook.name}</p>
                <p className="mt-2 text-slate-500">Senders still using its URL will be turned away.</p>
              </>
            )}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.webhook)}
        onCancel={closeDialog}
      />
    </div>
  );
}
