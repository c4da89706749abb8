import { useEffect, useState } from 'react';
import { Coffee } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { errorMessage } from '../../lib/api-client';
import { pause } from './api';
import { Kbd } from './Kbd';
import type { PauseReason } from './types';

export interface PauseDialogProps {
  open: boolean;
  reasons: PauseReason[];
  onClose: () => void;
  onPaused: () => void;
}

/** The reasons numbered 1, 2, 3 …: P then a digit pauses without the mouse. */
export function PauseDialog({ open, reasons, onClose, onPaused }: PauseDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const numbered = reasons.slice(0, 9);

  async function choose(reason: string) {
    setBusy(true);
    setError(null);
    try {
      await pause(reason);
      onPaused();
    } catch (caught) {
      setError(errorMessage(caught, 'You could not be paused.'));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!open) return;
    setError(null);
    const onKeyDown = (event: KeyboardEvent) => {
      const chosen = /^[1-9]$/.test(event.key) ? numbered[Number(event.key) - 1] : undefined;
      if (!chosen || busy) return;
      event.preventDefault();
      void choose(chosen.label);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <Dialog open={open} title="Pause" description="Why are you pausing? Press its number." size="sm" onClose={onClose} dismissible={!busy}>
      <div className="space-y-3">
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Pause reasons">
          {numbered.map((reason, index) => (
            <li key={reason.id}>
              <Button
                variant="outline"
                className="w-full justify-between"
                disabled={busy}
                aria-keyshortcuts={String(index + 1)}
                onClick={() => void choose(reason.label)}
              >
                <span className="inline-flex items-center gap-2">
                  <Coffee className="size-4" aria-hidden="true" />
                  {reason.label}
                </span>
                <Kbd>{String(index + 1)}</Kbd>
              </Button>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
