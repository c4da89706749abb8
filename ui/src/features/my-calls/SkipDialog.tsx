import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormDialogButtons } from '../../components/ui/FormDialogButtons';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api-client';
import { skipLead } from './api';

/** What agents say most often; the field takes anything else. */
const QUICK_REASONS = ['Wrong campaign', 'Needs another language', 'Called recently', 'Duplicate lead'];
const MAX_REASON = 200;

export interface SkipDialogProps {
  open: boolean;
  leadName: string;
  onClose: () => void;
  /** The lead went back to the campaign's queue. */
  onSkipped: () => void;
}

/** Skip asks why: the reason is kept with the lead for the next agent and the managers. */
export function SkipDialog({ open, leadName, onClose, onSkipped }: SkipDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(null);
  }, [open]);

  async function skip(why: string) {
    if (!why.trim()) {
      setError('Say why you skip this lead');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await skipLead(why.trim());
      onSkipped();
    } catch (caught) {
      setError(errorMessage(caught, 'The lead could not be skipped.'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void skip(reason);
  }

  return (
    <Dialog
      open={open}
      title="Skip this lead"
      description={`${leadName} goes back to the campaign's queue for the other agents.`}
      size="sm"
      onClose={onClose}
      dismissible={!busy}
      footer={<FormDialogButtons form="skip-lead-form" submitLabel="Skip lead" busy={busy} onCancel={onClose} />}
    >
      <form id="skip-lead-form" className="space-y-4" onSubmit={submit} noValidate>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick reasons">
          {QUICK_REASONS.map((quick) => (
            <Button key={quick} variant="outline" size="sm" disabled={busy} onClick={() => void skip(quick)}>
              {quick}
            </Button>
          ))}
        </div>
        <TextField
          id="skip-reason"
          label="Reason"
          requiredMark
          data-autofocus
          value={reason}
          maxLength={MAX_REASON}
          disabled={busy}
          invalid={error !== null}
          aria-describedby={error ? 'skip-reason-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p id="skip-reason-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
