import { useEffect, useState } from 'react';
import { Mail, RefreshCw, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import type { Agent } from '../../entities/agents/types';
import { useLoad } from '../../lib/use-load';
import { fetchEmailHistory, resendWelcomeEmail } from './api';
import { emailKindLabel, formatDateTime, fullName } from './format';
import { agentError } from './store';

export interface EmailHistoryModalProps {
  agent: Agent;
  onClose: () => void;
  /** A toast for the resend. */
  onNotice: (notice: string) => void;
}

/** The agent's outbox entries, newest first, with a way to resend the welcome e-mail. */
export function EmailHistoryModal({ agent, onClose, onNotice }: EmailHistoryModalProps) {
  const history = useLoad((signal) => fetchEmailHistory(agent.id, signal), [agent.id], { what: 'email history' });
  const { reload } = history;
  // After a failure the list shown is the last one (or none), not "Loading".
  const entries = history.value ?? (history.failed ? [] : null);
  const [resending, setResending] = useState(false);
  /** The resend's own failure; the next answer of the history (or its failure) takes its place. */
  const [resendError, setResendError] = useState<string | null>(null);
  /** The resend went through and the history is asked again: the button stays busy until it answers. */
  const [reloadingAfterResend, setReloadingAfterResend] = useState(false);

  useEffect(() => {
    setResendError(null);
    setReloadingAfterResend(false);
  }, [history.value, history.error]);

  const error = resendError ?? (history.failed ? agentError(history.error) : null);

  async function resend() {
    setResending(true);
    try {
      await resendWelcomeEmail(agent.id);
      onNotice(`Welcome email queued for ${agent.email}`);
      setReloadingAfterResend(true);
      reload();
    } catch (caught) {
      console.error('Failed to resend welcome email', caught);
      setResendError(agentError(caught));
    } finally {
      setResending(false);
    }
  }

  const busy = resending || (reloadingAfterResend && history.loading);
  const hasWelcome = entries?.some((entry) => entry.kind === 'welcome') ?? false;
  const waiting = entries?.some((entry) => entry.status === 'queued') ?? false;

  return (
    <Dialog
      open
      size="lg"
      closeOnBackdrop
      title="Email history"
      description={`E-mails for ${fullName(agent)} (${agent.email}), newest first.`}
      onClose={onClose}
      footer={
        <>
          {agent.active && (
            <Button variant="outline" onClick={resend} busy={busy} className="mr-auto">
              {!busy && <Send className="size-4" aria-hidden="true" />}
              {hasWelcome ? 'Resend welcome email' : 'Send welcome email'}
            </Button>
          )}
          <Button variant="ghost" onClick={reload} aria-label="Refresh email history">
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {entries === null && <p className="py-6 text-center text-sm text-slate-500">Loading email history...</p>}
        {entries?.length === 0 && !error && (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-400">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-500">No emails have been sent to this agent yet.</p>
          </div>
        )}
        {waiting && (
          <p className="text-sm text-slate-600" data-testid="email-history-waiting">
            Queued e-mails go out through the mail relay set up on the{' '}
            <Link to="/email" className="font-medium text-primary-700 underline-offset-2 hover:underline">
              E-mail
            </Link>{' '}
            screen; without one they wait.
          </p>
        )}
        {entries && entries.length > 0 && (
          <ul aria-label="Email history" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-1.5 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900">{entry.subject}</p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {emailKindLabel(entry.kind)} · created {formatDateTime(entry.createdAt)}
                    {entry.sentAt ? ` · sent ${formatDateTime(entry.sentAt)}` : ''}
                  </p>
                  {entry.error && (
                    <p className={entry.status === 'failed' ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-amber-800'}>
                      {entry.status === 'queued' && entry.nextAttemptAt
                        ? `Trying again ${formatDateTime(entry.nextAttemptAt)}: ${entry.error}`
                        : entry.error}
                    </p>
                  )}
                </div>
                <Badge tone={emailStatusTone(entry.status)} dot>
                  {entry.status === 'queued' ? 'Queued' : entry.status[0]?.toUpperCase() + entry.status.slice(1)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

/** Sent green, failed red, expired (a reset link's hour passed before it was sent) grey, queued blue. */
function emailStatusTone(status: string): BadgeTone {
  if (status === 'sent') return 'success';
  if (status === 'failed') return 'error';
  if (status === 'expired') return 'neutral';
  return 'info';
}
