import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word as users see it (e.g. "Are you sure you want to delete this lead?"). */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm label while the action runs (e.g. "Deleting..."). */
  busyLabel?: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An in-page replacement for window.confirm (role alertdialog). Cancel has the focus first, so Enter never
 * destroys by accident; Escape and a click beside it cancel, except while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      size="sm"
      dismissible={!busy}
      closeOnBackdrop
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
      <div className="text-sm text-slate-700">{message}</div>
    </Dialog>
  );
}
