import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Checkbox } from '../../components/ui/Checkbox';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import type { Agent } from '../../entities/agents/types';
import {
  EMPTY_AGENT_FORM,
  MAX_CALLS_MAX,
  MAX_CALLS_MIN,
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  formFromAgent,
  sameIds,
  toAgentPayload,
  validateAgentForm,
  type AgentForm,
} from './agent-form';
import { assignCampaigns, createAgent, updateAgent } from './api';
import { CampaignPicker } from './CampaignPicker';
import { agentError, useAgents } from './store';
import type { AgentRole, AgentStatus } from './types';

export interface SaveOutcome {
  /** The toast: what was done. */
  notice: string;
  /** Set when the agent was saved but a follow-up step (campaigns) failed: shown in the page's banner. */
  error?: string;
}

export interface AgentFormModalProps {
  /** null: "Add New Agent"; an agent: "Edit Agent", pre-filled. */
  agent: Agent | null;
  onClose: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

const FORM_ID = 'agent-form';

/**
 * The Add/Edit agent modal. Mounted fresh each time it opens, so closing it (Cancel, Escape,
 * after a save) always resets the form.
 */
export function AgentFormModal({ agent, onClose, onSaved }: AgentFormModalProps) {
  const creating = agent === null;
  const viewerRole = useAgents((state) => state.viewer.role);
  const [form, setForm] = useState<AgentForm>(() => (agent ? formFromAgent(agent) : EMPTY_AGENT_FORM));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  const update = <K extends keyof AgentForm>(key: K, value: AgentForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // A check of this form failed on submit: once the user has fixed what it was about, its sentence goes.
    if (error !== null && error === validateAgentForm(form, creating) && validateAgentForm(next, creating) !== error) {
      setError(null);
    }
  };

  type TextKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'extension' | 'password' | 'confirmPassword';
  const text = (key: TextKey) => ({
    id: `agent-${key}`,
    name: key,
    value: form[key],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  // The server's rule: only a superadmin may grant SuperAdmin. A superadmin being shown keeps it.
  const roleOptions = ROLE_OPTIONS.filter(
    (option) => option.value !== 'superadmin' || viewerRole === 'superadmin' || form.role === 'superadmin',
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateAgentForm(form, creating);
    setError(invalid);
    if (invalid) return;

    setBusy(true);
    let saved: Agent;
    try {
      const payload = toAgentPayload(form);
      saved = creating ? await createAgent(payload) : await updateAgent(agent.id, payload);
    } catch (caught) {
      console.error('Failed to save agent', caught);
      setError(agentError(caught));
      setBusy(false);
      return;
    }

    const name = `${saved.firstName} ${saved.lastName}`.trim() || saved.email;
    const notice = creating ? `Agent ${name} created` : `Agent ${name} updated`;
    const before = creating ? [] : agent.campaignIds;
    if (sameIds(before, form.campaignIds)) {
      onSaved({ notice });
      return;
    }
    try {
      await assignCampaigns(saved.id, form.campaignIds);
      onSaved({ notice });
    } catch (caught) {
      // The agent itself is saved: retrying the form would create it twice, so the modal closes and says so.
      console.error('Failed to assign campaigns', caught);
      const reason = agentError(caught);
      onSaved({ notice, error: `${name} was saved, but the campaigns could not be assigned: ${reason}` });
    }
  }

  return (
    <Dialog
      open
      size="lg"
      title={creating ? 'Add New Agent' : 'Edit Agent'}
      description={
        creating ? 'Add a member of your team and choose what they can do.' : `Update the details of ${agent.email}.`
      }
      dismissible={!busy}
      onClose={onClose}
      footer={
        <FormDialogButtons form={FORM_ID} busy={busy} submitLabel={creating ? 'Create' : 'Update'} onCancel={onClose} />
      }
    >
      {/* noValidate: our sentences appear in the banner instead of the browser's bubbles. */}
      <form id={FORM_ID} noValidate onSubmit={handleSubmit} className="space-y-5">
        {error && (
          <div ref={errorRef}>
            <Alert tone="error">{error}</Alert>
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" requiredMark autoComplete="off" {...text('firstName')} />
          <TextField label="Last Name" requiredMark autoComplete="off" {...text('lastName')} />
          <TextField label="Email" type="email" requiredMark autoComplete="off" {...text('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" placeholder="+1 555 0100" {...text('phone')} />
          <TextField label="Extension" autoComplete="off" placeholder="e.g. 101" {...text('extension')} />
          <SelectField
            id="agent-role"
            label="Role"
            value={form.role}
            disabled={busy}
            options={roleOptions}
            onChange={(event) => update('role', event.target.value as AgentRole)}
          />
          <SelectField
            id="agent-status"
            label="Status"
            value={form.status}
            disabled={busy}
            options={STATUS_OPTIONS}
            onChange={(event) => update('status', event.target.value as AgentStatus)}
          />
          <TextField
            id="agent-maxConcurrentCalls"
            label="Max Concurrent Calls"
            type="number"
            inputMode="numeric"
            min={MAX_CALLS_MIN}
            max={MAX_CALLS_MAX}
            step={1}
            hint={`From ${MAX_CALLS_MIN} to ${MAX_CALLS_MAX}`}
            value={form.maxConcurrentCalls}
            disabled={busy}
            onChange={(event) => update('maxConcurrentCalls', event.target.value)}
          />
        </div>

        <div className="border-t border-slate-100 pt-5">
          {creating ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Password"
                type="password"
                requiredMark
                autoComplete="new-password"
                hint="At least 6 characters"
                {...text('password')}
              />
              <TextField
                label="Confirm Password"
                type="password"
                requiredMark
                autoComplete="new-password"
                {...text('confirmPassword')}
              />
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="New Password"
                type="password"
                autoComplete="new-password"
                hint="Leave blank to keep the current password"
                {...text('password')}
              />
            </div>
          )}
        </div>

        <div className="space-y-4 border-t border-slate-100 pt-5">
          <CampaignPicker
            selected={form.campaignIds}
            onChange={(campaignIds) => update('campaignIds', campaignIds)}
            onError={setError}
            disabled={busy}
          />
          <Checkbox
            id="agent-autoAnswer"
            checked={form.autoAnswer}
            disabled={busy}
            onChange={(event) => update('autoAnswer', event.target.checked)}
          >
            <span className="font-medium text-slate-700">Auto Answer</span>
            <span className="block text-xs text-slate-500">Connect incoming calls without waiting for a click.</span>
          </Checkbox>
        </div>
      </form>
    </Dialog>
  );
}
