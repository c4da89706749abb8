import { useCallback, useEffect, useMemo, useState } from 'react';
import { UserPlus, UsersRound } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageHeader } from '../../components/ui/PageHeader';
import { Switch } from '../../components/ui/Switch';
import { Toast } from '../../components/ui/Toast';
import type { Agent } from '../../entities/agents/types';
import { AgentFormModal, type SaveOutcome } from './AgentFormModal';
import { AgentsTable } from './AgentsTable';
import { deleteAgent, reactivateAgent, sendPasswordReset, sendWelcomeEmail } from './api';
import { EmailHistoryModal } from './EmailHistoryModal';
import { EmptyNote } from './EmptyNote';
import { fullName } from './format';
import { LiveBoard } from './LiveBoard';
import { presenceOf } from './presence';
import { useLiveBoard } from './use-live-board';
import { ResetLinkModal } from './ResetLinkModal';
import { agentError, useAgents } from './store';
import type { PasswordResetAnswer } from './types';

// The sentences users see, word for word.
const LOADING = 'Loading agents...';
const EMPTY = 'No agents found. Click "Add New Agent" to create one.';
const CONFIRM_DELETE = 'Are you sure you want to delete this agent?';

type Dialog =
  | { kind: 'form'; agent: Agent | null }
  | { kind: 'delete'; agent: Agent }
  | { kind: 'history'; agent: Agent }
  | { kind: 'reset-link'; agent: Agent; reset: PasswordResetAnswer };

/** Route /agents (the menu's "Dashboard"): the agents management screen. */
export function AgentsPage() {
  const agents = useAgents((state) => state.agents);
  const error = useAgents((state) => state.error);
  const showInactive = useAgents((state) => state.showInactive);
  const viewer = useAgents((state) => state.viewer);
  const { load, setError, setShowInactive, loadCampaigns, loadViewer, reset } = useAgents.getState();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busyAgentId, setBusyAgentId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    void load();
    void loadCampaigns();
    void loadViewer();
    return reset;
  }, [load, loadCampaigns, loadViewer, reset]);

  const closeDialog = () => setDialog(null);

  /** Runs a row action with the row's buttons disabled; a failure goes to the page's banner. */
  async function runRowAction(agent: Agent, what: string, action: () => Promise<void>) {
    setError(null);
    setBusyAgentId(agent.id);
    try {
      await action();
    } catch (caught) {
      console.error(`Failed to ${what}`, caught);
      setError(agentError(caught));
    } finally {
      setBusyAgentId(null);
    }
  }

  function handleSaved({ notice: saved, error: partial }: SaveOutcome) {
    setDialog(null);
    setNotice(saved);
    setError(partial ?? null);
    void load();
    // The form may have added campaigns.
    void loadCampaigns();
  }

  async function confirmDelete(agent: Agent) {
    setDeleting(true);
    setError(null);
    try {
      await deleteAgent(agent.id);
      setNotice(`Agent ${fullName(agent)} deleted`);
    } catch (caught) {
      console.error('Failed to delete agent', caught);
      setError(agentError(caught));
    } finally {
      setDeleting(false);
      setDialog(null);
      void load();
    }
  }

  const rowActions = {
    onEdit: (agent: Agent) => setDialog({ kind: 'form', agent }),
    onDelete: (agent: Agent) => setDialog({ kind: 'delete', agent }),
    onShowEmailHistory: (agent: Agent) => setDialog({ kind: 'history', agent }),
    onReactivate: (agent: Agent) =>
      runRowAction(agent, 'reactivate agent', async () => {
        await reactivateAgent(agent.id);
        setNotice(`Agent ${fullName(agent)} reactivated`);
        await load();
      }),
    onSendWelcome: (agent: Agent) =>
      runRowAction(agent, 'send welcome email', async () => {
        await sendWelcomeEmail(agent.id);
        setNotice(`Welcome email queued for ${agent.email}`);
      }),
    onSendPasswordReset: (agent: Agent) =>
      runRowAction(agent, 'send password reset', async () => {
        const answer = await sendPasswordReset(agent.id);
        setDialog({ kind: 'reset-link', agent, reset: answer });
      }),
  };

  const board = useLiveBoard();
  const presence = useMemo(() => presenceOf(board.agents), [board.agents]);
  const activeCount = agents?.filter((agent) => agent.active).length ?? 0;
  const inactiveCount = (agents?.length ?? 0) - activeCount;

  return (
    <>
      <PageHeader
        title="Agents"
        description="Manage your team's agents, their roles and status."
        actions={
          <Button onClick={() => setDialog({ kind: 'form', agent: null })}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add New Agent
          </Button>
        }
      />

      <LiveBoard data={board} />

      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}

      <Card className="@container">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-6 py-3.5">
          <p className="text-sm text-slate-600" aria-live="polite">
            {agents === null
              ? '\u00a0'
              : `${activeCount} active ${activeCount === 1 ? 'agent' : 'agents'}` +
                (showInactive ? `, ${inactiveCount} inactive` : '')}
          </p>
          <Switch id="agents-show-inactive" label="Show inactive" checked={showInactive} onChange={setShowInactive} />
        </div>

        {agents === null ? (
          <p className="px-6 py-12 text-center text-sm text-slate-500">{LOADING}</p>
        ) : agents.length === 0 ? (
          <EmptyNote icon={UsersRound} text={EMPTY} className="py-14" />
        ) : (
          <AgentsTable agents={agents} presence={presence} viewer={viewer} busyAgentId={busyAgentId} {...rowActions} />
        )}
      </Card>

      {dialog?.kind === 'form' && (
        <AgentFormModal agent={dialog.agent} onClose={closeDialog} onSaved={handleSaved} />
      )}
      {dialog?.kind === 'history' && (
        <EmailHistoryModal agent={dialog.agent} onClose={closeDialog} onNotice={setNotice} />
      )}
      {dialog?.kind === 'reset-link' && (
        <ResetLinkModal agent={dialog.agent} reset={dialog.reset} onClose={closeDialog} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete agent"
        message={
          dialog?.kind === 'delete' ? (
            <>
              {CONFIRM_DELETE}
              <span className="mt-2 block text-slate-500">
                {fullName(dialog.agent)} will no longer be able to sign in. Their history is kept, and you can
                reactivate them from &ldquo;Show inactive&rdquo;.
              </span>
            </>
          ) : (
            CONFIRM_DELETE
          )
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onCancel={closeDialog}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.agent)}
      />
      <Toast message={notice} onDismiss={dismissNotice} />
    </>
  );
}
