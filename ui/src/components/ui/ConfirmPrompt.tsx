import type { ReactNode } from 'react';
import { Button } from './Button';
import { OverlayDialog } from './OverlayDialog';

export interface ConfirmPromptProps {
  open: boolean;
  title: string;
  /** The question, word for word (e.g. the spec's "Are you sure you want to delete this lead?"). */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm label while the action runs (e.g. "Deleting..."). */
  busyLabel?: string;
  busy?: boolean;
  /** Shown inside the prompt, e.g. why the action failed; the prompt stays open so it can be retried. */
  error?: ReactNode;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (role alertdialog); Cancel has the focus first, so Enter never destroys by accident. */
export function ConfirmPrompt({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmPromptProps) {
  return (
    <OverlayDialog
      open={open}
      title={title}
      role="alertdialog"
      width="sm"
      dismissible={!busy}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="text-sm text-slate-700">{message}</div>
        {error}
      </div>
    </OverlayDialog>
  );
}
