import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Checkbox } from '../../components/ui/Checkbox';
import { CopyField } from '../../components/ui/CopyField';
import { Dialog } from '../../components/ui/Dialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { TextField } from '../../components/ui/TextField';
import { fetchEnrollableCadences } from '../../entities/cadences/api';
import type { CadenceChoice } from '../../entities/cadences/types';
import { fetchLists } from '../../entities/leads/api';
import { listOptions } from '../../entities/leads/list-options';
import type { LeadList } from '../../entities/leads/types';
import { ApiError } from '../../lib/api-client';
import { createWebhook, updateWebhook } from './api';
import {
  failureText,
  WEBHOOK_CREATE_FAILED,
  WEBHOOK_CREATED,
  WEBHOOK_UPDATE_FAILED,
  WEBHOOK_UPDATED,
} from './messages';
import { useIntegrationStore } from './store';
import type { Webhook, WebhookPayload } from './types';

const FORM_ID = 'webhook-form';

interface WebhookForm {
  name: string;
  url: string;
  secret: string;
  removeSecret: boolean;
  acceptUnstamped: boolean;
  enabled: boolean;
  /** "" for no list. */
  listId: string;
  /** "" for no cadence. */
  cadenceId: string;
}

function formFor(webhook: Webhook | null): WebhookForm {
  return {
    name: webhook?.name ?? '',
    url: webhook?.source ?? '',
    secret: '',
    removeSecret: false,
    acceptUnstamped: webhook?.acceptUnstampedSignatures ?? false,
    // A new webhook starts enabled.
    enabled: webhook?.enabled ?? true,
    listId: webhook?.listId ? String(webhook.listId) : '',
    cadenceId: webhook?.cadenceId ? String(webhook.cadenceId) : '',
  };
}

/** A blank secret keeps the stored one; "Remove secret" drops it. */
function payloadFor(form: WebhookForm): WebhookPayload {
  const payload: WebhookPayload = {
    name: form.name.trim(),
    url: form.url.trim(),
    enabled: form.enabled,
    acceptUnstampedSignatures: form.acceptUnstamped,
    listId: form.listId ? Number(form.listId) : null,
    cadenceId: form.cadenceId ? Number(form.cadenceId) : null,
  };
  if (form.removeSecret) payload.removeSecret = true;
  else if (form.secret) payload.secret = form.secret;
  return payload;
}

export interface WebhookFormDialogProps {
  open: boolean;
  /** null adds a webhook. */
  webhook: Webhook | null;
  onClose: () => void;
}

/**
 * "Add Webhook" / "Edit Webhook" with Webhook Name, Source URL, Secret Key (Optional), the list its leads join
 * (running campaigns over that list call a fresh lead first) and Enable Webhook.
 * The secret is write-only: editing shows whether one is set, never what it is. A refused save keeps the dialog
 * open with the reason.
 */
export function WebhookFormDialog({ open, webhook, onClose }: WebhookFormDialogProps) {
  const [form, setForm] = useState<WebhookForm>(() => formFor(webhook));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [lists, setLists] = useState<LeadList[] | null>(null);
  const [listsFailed, setListsFailed] = useState(false);
  const [cadences, setCadences] = useState<CadenceChoice[]>([]);

  // Every opening starts from the webhook (or blank), never from what an earlier, cancelled edit left behind.
  useEffect(() => {
    if (!open) return;
    setForm(formFor(webhook));
    setBusy(false);
    setError(null);
    setInvalid({});
  }, [open, webhook]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setListsFailed(false);
    fetchLists(controller.signal)
      .then(setLists)
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the lists failed', caught);
        setListsFailed(true);
      });
    fetchEnrollableCadences()
      .then((found) => !controller.signal.aborted && setCadences(found))
      .catch((caught: unknown) => console.warn('Loading the cadences failed', caught));
    return () => controller.abort();
  }, [open]);

  const cadenceSelectOptions = useMemo(() => {
    const options = [
      { value: '', label: 'No cadence' },
      ...cadences.map((c) => ({ value: String(c.id), label: c.status === 'paused' ? `${c.name} (paused)` : c.name })),
    ];
    // The cadence the webhook names keeps its name while the list loads (or once it was archived).
    if (webhook?.cadenceId && !options.some((option) => option.value === String(webhook.cadenceId))) {
      options.push({ value: String(webhook.cadenceId), label: webhook.cadenceName ?? `Cadence ${webhook.cadenceId}` });
    }
    return options;
  }, [cadences, webhook]);

  const listSelectOptions = useMemo(() => {
    const first = lists ? 'No list' : listsFailed ? 'No list (the lists could not be loaded)' : 'Loading lists…';
    const options = listOptions(lists ?? [], [{ value: '', label: first }]);
    // A list the webhook names that the loaded lists lack (still loading, or just deleted) keeps its name.
    if (webhook?.listId && !options.some((option) => option.value === String(webhook.listId))) {
      options.push({ value: String(webhook.listId), label: webhook.listName ?? `List ${webhook.listId}` });
    }
    return options;
  }, [lists, listsFailed, webhook]);

  const update = <K extends keyof WebhookForm>(key: K, value: WebhookForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    if (!invalid[key]) return;
    const rest = { ...invalid, [key]: false };
    setInvalid(rest);
    // The banner was about the marked fields: once the user has changed every one of them, it goes too.
    if (!Object.values(rest).some(Boolean)) setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { putWebhook, notify, refreshLogs } = useIntegrationStore.getState();
    try {
      const saved = webhook ? await updateWebhook(webhook.id, payloadFor(form)) : await createWebhook(payloadFor(form));
      putWebhook(saved);
      notify(webhook ? WEBHOOK_UPDATED : WEBHOOK_CREATED);
      void refreshLogs();
      onClose();
    } catch (caught) {
      console.warn(webhook ? 'Updating the webhook failed' : 'Creating the webhook failed', caught);
      setError(failureText(webhook ? WEBHOOK_UPDATE_FAILED : WEBHOOK_CREATE_FAILED, caught));
      const details = caught instanceof ApiError ? caught.details : {};
      // The server names the Source URL "url" or "source".
      setInvalid({
        name: 'name' in details,
        url: 'url' in details || 'source' in details,
        secret: 'secret' in details,
        listId: 'listId' in details,
        cadenceId: 'cadenceId' in details,
      });
      setBusy(false);
    }
  }

  const secretHint = webhook?.hasSecret
    ? 'A secret is set and is never shown. Leave this empty to keep it, or type a new one to replace it.'
    : 'With a secret, senders sign each request: X-Webhook-Timestamp: <Unix seconds> and X-Webhook-Signature: sha256=<HMAC-SHA256 of "<timestamp>.<body>", in hex>.';

  return (
    <Dialog
      open={open}
      title={webhook ? 'Edit Webhook' : 'Add Webhook'}
      description={
        webhook ? undefined : 'Create an address that another system can send new and updated leads to.'
      }
      dismissible={!busy}
      closeOnBackdrop
      onClose={onClose}
      footer={
        <FormDialogButtons form={FORM_ID} busy={busy} submitLabel={webhook ? 'Update' : 'Create'} onCancel={onClose} />
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="space-y-4" noValidate>
        {error && (
          <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        <TextField
          id="webhook-name"
          label="Webhook Name"
          requiredMark
          autoComplete="off"
          maxLength={100}
          placeholder="e.g. Website contact form"
          value={form.name}
          invalid={Boolean(invalid['name'])}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          id="webhook-url"
          label="Source URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          placeholder="https://example.com/forms/contact"
          hint="Where the leads come from, for your reference."
          value={form.url}
          invalid={Boolean(invalid['url'])}
          onChange={(event) => update('url', event.target.value)}
        />
        <TextField
          id="webhook-secret"
          label="Secret Key (Optional)"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          maxLength={200}
          placeholder={webhook?.hasSecret ? '•••••••• (set)' : undefined}
          hint={secretHint}
          disabled={form.removeSecret}
          value={form.secret}
          invalid={Boolean(invalid['secret'])}
          onChange={(event) => update('secret', event.target.value)}
        />
        {webhook?.hasSecret && (
          <Checkbox
            id="webhook-remove-secret"
            checked={form.removeSecret}
            onChange={(event) => update('removeSecret', event.target.checked)}
          >
            Remove secret (senders no longer need to sign their requests)
          </Checkbox>
        )}
        {(webhook?.hasSecret || form.secret !== '') && !form.removeSecret && (
          <Checkbox
            id="webhook-accept-unstamped"
            checked={form.acceptUnstamped}
            onChange={(event) => update('acceptUnstamped', event.target.checked)}
          >
            Accept signatures without a timestamp (older senders that sign the body alone; their deliveries can be
            replayed)
          </Checkbox>
        )}
        <SelectField
          id="webhook-list"
          label="Add Leads to List"
          options={listSelectOptions}
          hint="New leads join this list. Running campaigns that dial it call a new lead first, when its calling window is open."
          value={form.listId}
          invalid={Boolean(invalid['listId'])}
          onChange={(event) => update('listId', event.target.value)}
        />
        <SelectField
          id="webhook-cadence"
          label="Enroll Leads in Cadence"
          options={cadenceSelectOptions}
          hint="Every lead a delivery creates or updates starts the cadence; a lead already in it stays where it is."
          value={form.cadenceId}
          invalid={Boolean(invalid['cadenceId'])}
          onChange={(event) => update('cadenceId', event.target.value)}
        />
        <Switch
          id="webhook-enabled"
          label="Enable Webhook"
          checked={form.enabled}
          onChange={(checked) => update('enabled', checked)}
        />
        {webhook && (
          <div className="border-t border-slate-100 pt-4">
            <CopyField
              id="webhook-own-url"
              label="This webhook's URL"
              value={webhook.url}
              hint="Senders POST leads to this address; the key in it identifies this webhook."
            />
          </div>
        )}
      </form>
    </Dialog>
  );
}
