import { Button } from '../../components/ui/Button';
import { CopyField } from '../../components/ui/CopyField';
import { Dialog } from '../../components/ui/Dialog';
import type { Agent } from '../../entities/agents/types';
import { formatDateTime, fullName } from './format';
import type { PasswordResetAnswer } from './types';

export interface ResetLinkModalProps {
  agent: Agent;
  reset: PasswordResetAnswer;
  onClose: () => void;
}

/** After a password reset is queued: the link itself, for handing over when no mail relay is set up. */
export function ResetLinkModal({ agent, reset, onClose }: ResetLinkModalProps) {
  return (
    <Dialog
      open
      closeOnBackdrop
      title="Password reset link"
      description={`A password reset e-mail for ${fullName(agent)} is queued.`}
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          You can also give this link to {agent.email} yourself. It works once and expires{' '}
          <time dateTime={reset.expiresAt} className="font-medium text-slate-800">
            {formatDateTime(reset.expiresAt)}
          </time>
          .
        </p>
        <CopyField id="reset-link" label="Reset link" value={reset.resetLink} />
      </div>
    </Dialog>
  );
}
