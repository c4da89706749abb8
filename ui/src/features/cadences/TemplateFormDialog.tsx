import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SmsCostMeter } from '../../components/sms/SmsCostMeter';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { InsertChips } from '../../components/ui/InsertChips';
import { fetchEmojis } from '../../entities/emojis/api';
import { ApiError, errorMessage } from '../../lib/api-client';
import { createTemplate, updateTemplate } from './api';
import { insertText, type Selection } from './insert-text';
import { CHANNEL_TEXT, LEAD_FIELDS } from './labels';
import type { MessageTemplate, TemplateChannel, TemplatePayload } from './types';

export interface TemplateFormDialogProps {
  /** null makes a new one. */
  template: MessageTemplate | null;
  onSaved: (saved: MessageTemplate) => void;
  onClose: () => void;
}

const FORM_ID = 'template-form';
const BODY_ID = 'template-body';
/** The server's limits. */
const MAX_BODY: Record<TemplateChannel, number> = { sms: 1600, email: 20000 };

const FIELD_CHIPS = LEAD_FIELDS.map((field) => ({ text: field.token, title: field.label }));

/**
 * A text or e-mail template. The lead's fields and the organization's emojis go in at the cursor; a text shows
 * live what it costs, since one emoji turns the whole message into UCS-2 and can double the segments.
 */
export function TemplateFormDialog({ template, onSaved, onClose }: TemplateFormDialogProps) {
  const [form, setForm] = useState<TemplatePayload>(() => ({
    channel: template?.channel ?? 'sms',
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  }));
  const [emojis, setEmojis] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Fields the server's `details` named: marked, while its sentence shows once, above the form. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Where the cursor was in the body when it was left for a chip; the end until the body is first touched.
  const selection = useRef<Selection>({ start: form.body.length, end: form.body.length });
  const [caretAfterInsert, setCaretAfterInsert] = useState<number | null>(null);
  const sms = form.channel === 'sms';

  // The Create button is at the bottom of a tall form: bring the refusal's sentence into view.
  useEffect(() => {
    if (error) document.getElementById('template-form-error')?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  useEffect(() => {
    fetchEmojis()
      .then(setEmojis)
      .catch((caught: unknown) => console.warn('Loading the emoji set failed', caught));
  }, []);

  // Back into the body after an insertion, the cursor just after what went in, so typing goes on from there.
  useEffect(() => {
    if (caretAfterInsert === null) return;
    const body = document.getElementById(BODY_ID);
    if (body instanceof HTMLTextAreaElement) {
      body.focus();
      body.setSelectionRange(caretAfterInsert, caretAfterInsert);
    }
    setCaretAfterInsert(null);
  }, [caretAfterInsert]);

  const set = <K extends keyof TemplatePayload>(key: K, value: TemplatePayload[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  function insert(text: string) {
    const next = insertText(form.body, selection.current, text);
    set('body', next.value);
    selection.current = { start: next.caret, end: next.caret };
    setCaretAfterInsert(next.caret);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload: TemplatePayload = {
      channel: form.channel,
      name: form.name.trim(),
      subject: sms ? '' : form.subject.trim(),
      body: form.body,
    };
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      onSaved(template ? await updateTemplate(template.id, payload) : await createTemplate(payload));
    } catch (caught) {
      console.warn('Saving the template failed', caught);
      setError(errorMessage(caught, 'Failed to save the template.'));
      if (caught instanceof ApiError) setFieldErrors(caught.details);
      setBusy(false);
    }
  }

  const max = MAX_BODY[form.channel];
  return (
    <Dialog
      open
      size="lg"
      title={template ? 'Edit Template' : 'New Template'}
      description={sms ? 'A text a cadence step sends.' : 'An e-mail a cadence step sends; an unsubscribe link is added at its end.'}
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel={template ? 'Update' : 'Create'} onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {error && (
          <Alert tone="error">
            <span id="template-form-error">{error}</span>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <SelectField
            id="template-channel"
            label="Channel"
            value={form.channel}
            // A template's channel is what the steps sending it rely on: it is chosen once.
            disabled={busy || template !== null}
            options={(Object.keys(CHANNEL_TEXT) as TemplateChannel[]).map((c) => ({ value: c, label: CHANNEL_TEXT[c] }))}
            invalid={Boolean(fieldErrors['channel'])}
            onChange={(event) => set('channel', event.target.value as TemplateChannel)}
          />
          <TextField
            id="template-name"
            label="Template Name"
            requiredMark
            maxLength={100}
            data-autofocus
            value={form.name}
            disabled={busy}
            invalid={Boolean(fieldErrors['name'])}
            onChange={(event) => set('name', event.target.value)}
          />
        </div>
        {!sms && (
          <TextField
            id="template-subject"
            label="Subject"
            requiredMark
            maxLength={200}
            value={form.subject}
            disabled={busy}
            invalid={Boolean(fieldErrors['subject'])}
            onChange={(event) => set('subject', event.target.value)}
          />
        )}
        <div className="space-y-2">
          <TextAreaField
            id={BODY_ID}
            label="Message"
            rows={sms ? 4 : 10}
            maxLength={max}
            value={form.body}
            disabled={busy}
            // The sentence is in the banner above; the field is only marked.
            aria-invalid={fieldErrors['body'] ? true : undefined}
            className={fieldErrors['body'] ? 'ring-2 ring-red-500/40' : undefined}
            hint={`${form.body.length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`}
            onChange={(event) => {
              set('body', event.target.value);
              selection.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
            }}
            onSelect={(event) => {
              selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
            }}
          />
          {sms && <SmsCostMeter text={form.body} />}
          {sms && (
            <p className="text-xs text-slate-500">
              A text must say how to opt out, e.g. “Reply STOP to opt out”. An empty field is left out.
            </p>
          )}
        </div>
        <InsertChips label="Lead fields" chips={FIELD_CHIPS} disabled={busy} onInsert={insert} />
        {sms && emojis.length > 0 && (
          <InsertChips
            label="Emojis"
            large
            chips={emojis.map((emoji) => ({ text: emoji, label: `Insert ${emoji}` }))}
            disabled={busy}
            onInsert={insert}
          />
        )}
      </form>
    </Dialog>
  );
}
