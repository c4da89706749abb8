import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { MultiSelect } from '../../components/ui/MultiSelect';
import { SelectField } from '../../components/ui/SelectField';
import { Switch } from '../../components/ui/Switch';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { WeekHoursEditor } from '../../components/week-hours/WeekHoursEditor';
import type { DayHours } from '../../components/week-hours/day-hours';
import {
  DIAL_MODE_TEXT,
  LEAD_ORDER_TEXT,
  type CampaignPayload,
  type DialMode,
  type DispositionCadence,
  type Campaign,
  type LeadOrder,
} from '../../entities/campaigns/types';
import { STATUS_OPTIONS } from '../../entities/leads/statuses';
import type { LeadStatus } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { createCampaign, updateCampaign } from './campaigns-api';
import { DispositionCadencesEditor } from './DispositionCadencesEditor';

export interface CampaignFormDialogProps {
  /** null makes a new one. */
  campaign: Campaign | null;
  lists: readonly { id: number; name: string }[];
  agents: readonly { id: number; name: string }[];
  /** The account's numbers that can call (Phone Numbers); empty before a sync: the caller ID is typed. */
  callerIds: readonly { phoneNumber: string; friendlyName: string }[];
  onSaved: (saved: Campaign) => void;
  onClose: () => void;
}

const FORM_ID = 'campaign-form';

interface Form {
  name: string;
  dialMode: DialMode;
  linesPerAgent: string;
  listIds: number[];
  agentIds: number[];
  dialStatuses: LeadStatus[];
  leadOrder: LeadOrder;
  maxAttempts: string;
  maxAttemptsPer24h: string;
  noAnswer: string;
  busy: string;
  voicemail: string;
  wrapUpSeconds: string;
  hopperLevelAuto: boolean;
  hopperLevel: string;
  callerId: string;
  localPresence: boolean;
  machineDetection: boolean;
  recordCalls: boolean;
  script: string;
  ownHours: boolean;
  callingHours: DayHours[];
  dispositionCadences: DispositionCadence[];
}

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Office hours, the usual reason a campaign keeps to fewer hours than the law allows. */
const OFFICE_HOURS: DayHours[] = WEEK.map((day, index) =>
  index < 5 ? { day, opens: '09:00', closes: '17:00' } : { day, opens: null, closes: null },
);

function formOf(c: Campaign | null): Form {
  return {
    name: c?.name ?? '',
    dialMode: c?.dialMode ?? 'preview',
    linesPerAgent: String(c?.linesPerAgent ?? 1),
    listIds: c?.listIds ?? [],
    agentIds: c?.agentIds ?? [],
    dialStatuses: c?.dialStatuses ?? ['new', 'callback'],
    leadOrder: c?.leadOrder ?? 'oldest_first',
    maxAttempts: String(c?.maxAttempts ?? 6),
    maxAttemptsPer24h: String(c?.maxAttemptsPer24h ?? 3),
    noAnswer: String(c?.retryMinutes.noAnswer ?? 240),
    busy: String(c?.retryMinutes.busy ?? 30),
    voicemail: String(c?.retryMinutes.voicemail ?? 1440),
    wrapUpSeconds: String(c?.wrapUpSeconds ?? 30),
    hopperLevelAuto: c?.hopperLevelAuto ?? true,
    hopperLevel: String(c?.hopperLevel ?? 20),
    callerId: c?.callerId ?? '',
    localPresence: c?.localPresence ?? false,
    machineDetection: c?.machineDetection ?? false,
    recordCalls: c?.recordCalls ?? false,
    script: c?.script ?? '',
    ownHours: Boolean(c?.callingHours),
    callingHours: c?.callingHours ?? OFFICE_HOURS,
    dispositionCadences: c?.dispositionCadences ?? [],
  };
}

/** Every setting of a campaign; numbers go to the server as typed and come back with its sentence if refused. */
export function CampaignFormDialog({ campaign, lists, agents, callerIds, onSaved, onClose }: CampaignFormDialogProps) {
  const [form, setForm] = useState(() => formOf(campaign));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((previous) => ({ ...previous, [key]: value }));
  const text = (key: keyof Form) => ({
    id: `campaign-${key}`,
    value: String(form[key]),
    disabled: busy,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim()) {
      setError('Please enter a campaign name');
      return;
    }
    const payload: CampaignPayload = {
      name: form.name.trim(),
      dialMode: form.dialMode,
      linesPerAgent: Number(form.linesPerAgent),
      listIds: form.listIds,
      agentIds: form.agentIds,
      dialStatuses: form.dialStatuses,
      leadOrder: form.leadOrder,
      maxAttempts: Number(form.maxAttempts),
      maxAttemptsPer24h: Number(form.maxAttemptsPer24h),
      retryMinutes: { noAnswer: Number(form.noAnswer), busy: Number(form.busy), voicemail: Number(form.voicemail) },
      wrapUpSeconds: Number(form.wrapUpSeconds),
      hopperLevelAuto: form.hopperLevelAuto,
      hopperLevel: Number(form.hopperLevel),
      callerId: form.callerId.trim(),
      localPresence: form.localPresence,
      machineDetection: form.machineDetection,
      recordCalls: form.recordCalls,
      script: form.script,
      callingHours: form.ownHours ? form.callingHours : null,
      dispositionCadences: form.dispositionCadences,
    };
    setBusy(true);
    setError(null);
    try {
      onSaved(campaign ? await updateCampaign(campaign.id, payload) : await createCampaign(payload));
    } catch (caught) {
      console.warn('Saving the campaign failed', caught);
      setError(errorMessage(caught, 'Failed to save the campaign.'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="xl"
      title={campaign ? 'Edit Campaign' : 'New Campaign'}
      description="What the campaign dials, how, and who works it."
      dismissible={!busy}
      onClose={onClose}
      footer={<FormDialogButtons form={FORM_ID} busy={busy} submitLabel={campaign ? 'Update' : 'Create'} onCancel={onClose} />}
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Campaign Name" requiredMark maxLength={100} data-autofocus {...text('name')} />
          {callerIds.length > 0 ? (
            <SelectField
              id="campaign-callerId"
              label="Caller ID"
              value={form.callerId}
              disabled={busy}
              hint="One of your Twilio numbers (Phone Numbers)"
              options={[
                { value: '', label: 'Choose a number' },
                // A stored caller ID the account no longer has stays visible until it is changed.
                ...(form.callerId && !callerIds.some((n) => n.phoneNumber === form.callerId)
                  ? [{ value: form.callerId, label: `${form.callerId} (not a number of the account)` }]
                  : []),
                ...callerIds.map((n) => ({ value: n.phoneNumber, label: n.friendlyName ? `${n.phoneNumber} · ${n.friendlyName}` : n.phoneNumber })),
              ]}
              onChange={(event) => set('callerId', event.target.value)}
            />
          ) : (
            <TextField label="Caller ID" type="tel" placeholder="+1 202 555 0147" hint="A number of your account that can take a call back" {...text('callerId')} />
          )}
          <MultiSelect
            id="campaign-lists"
            label="Lead Lists"
            options={lists.map((l) => ({ value: l.id, label: l.name }))}
            selected={form.listIds}
            onChange={(ids) => set('listIds', ids)}
            placeholder="Choose lists"
            emptyText="No lists yet: make one on the Leads screen"
            disabled={busy}
          />
          <MultiSelect
            id="campaign-agents"
            label="Agents"
            options={agents.map((a) => ({ value: a.id, label: a.name }))}
            selected={form.agentIds}
            onChange={(ids) => set('agentIds', ids)}
            placeholder="Choose agents"
            emptyText="No agents yet"
            disabled={busy}
          />
          <MultiSelect
            id="campaign-statuses"
            label="Statuses to Dial"
            options={STATUS_OPTIONS}
            selected={form.dialStatuses}
            onChange={(statuses) => set('dialStatuses', statuses)}
            disabled={busy}
          />
          <SelectField
            id="campaign-order"
            label="Lead Order"
            value={form.leadOrder}
            disabled={busy}
            options={Object.entries(LEAD_ORDER_TEXT).map(([value, label]) => ({ value, label }))}
            onChange={(event) => set('leadOrder', event.target.value as LeadOrder)}
          />
          <SelectField
            id="campaign-mode"
            label="Dial Mode"
            value={form.dialMode}
            disabled={busy}
            options={Object.entries(DIAL_MODE_TEXT).map(([value, label]) => ({ value, label }))}
            onChange={(event) => set('dialMode', event.target.value as DialMode)}
          />
          {form.dialMode === 'power' && (
            <SelectField
              id="campaign-lines"
              label="Lines per Agent"
              value={form.linesPerAgent}
              disabled={busy}
              options={['1', '2', '3'].map((n) => ({ value: n, label: n }))}
              onChange={(event) => set('linesPerAgent', event.target.value)}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Max Attempts" type="number" min={1} max={100} {...text('maxAttempts')} />
          <TextField label="Max Attempts in 24 Hours" type="number" min={1} max={50} {...text('maxAttemptsPer24h')} />
          <TextField label="Wrap-up (seconds)" type="number" min={0} max={600} {...text('wrapUpSeconds')} />
          <TextField label="Retry after No Answer (minutes)" type="number" min={2} {...text('noAnswer')} />
          <TextField label="Retry after Busy (minutes)" type="number" min={2} {...text('busy')} />
          <TextField label="Retry after Voicemail (minutes)" type="number" min={2} {...text('voicemail')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="campaign-hopper-level"
            label="Hopper Level"
            value={form.hopperLevelAuto ? 'auto' : 'set'}
            disabled={busy}
            options={[
              { value: 'auto', label: 'Automatic: twice the lines of the agents at work, at least 20' },
              { value: 'set', label: 'A set number of leads' },
            ]}
            onChange={(event) => set('hopperLevelAuto', event.target.value === 'auto')}
          />
          {!form.hopperLevelAuto && (
            <TextField label="Hopper Level (leads kept ready)" type="number" min={1} max={1000} {...text('hopperLevel')} />
          )}
        </div>
        <fieldset className="space-y-3">
          <div className="max-w-md">
            <SelectField
              id="campaign-hours"
              label="Calling Hours"
              value={form.ownHours ? 'own' : 'organization'}
              disabled={busy}
              options={[
                { value: 'organization', label: "The organization's calling window" },
                { value: 'own', label: 'Hours of its own' },
              ]}
              hint={
                form.ownHours
                  ? "In each lead's own time, and only inside the organization's calling window (Calling Rules): they narrow it, never widen it."
                  : 'Set on the Calling Rules screen: hours, holidays and state rules.'
              }
              onChange={(event) => set('ownHours', event.target.value === 'own')}
            />
          </div>
          {form.ownHours && (
            <WeekHoursEditor
              idPrefix="campaign-day"
              days={form.callingHours}
              onChange={(days) => set('callingHours', days)}
              defaultHours={{ opens: '09:00', closes: '17:00' }}
              disabled={busy}
            />
          )}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <Switch id="campaign-local-presence" label="Local presence" checked={form.localPresence} disabled={busy} onChange={(on) => set('localPresence', on)} />
          <Switch id="campaign-amd" label="Answering-machine detection" checked={form.machineDetection} disabled={busy} onChange={(on) => set('machineDetection', on)} />
          <Switch id="campaign-record" label="Record calls" checked={form.recordCalls} disabled={busy} onChange={(on) => set('recordCalls', on)} />
        </div>
        <DispositionCadencesEditor
          rules={form.dispositionCadences}
          onChange={(rules) => set('dispositionCadences', rules)}
          disabled={busy}
        />
        <TextAreaField
          id="campaign-script"
          label="Script"
          rows={5}
          hint="Fields of the lead fill in: {{firstName}}, {{lastName}}, {{company}}"
          value={form.script}
          disabled={busy}
          onChange={(event) => set('script', event.target.value)}
        />
      </form>
    </Dialog>
  );
}
