import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface ToastProps {
  /** Nothing is shown while null. A new message restarts the timer. */
  message: string | null;
  tone?: 'success' | 'error';
  onDismiss: () => void;
  /** How long it stays up; it can always be closed sooner. */
  durationMs?: number;
}

/** A short confirmation in the bottom-right corner that goes away on its own; announced politely. */
export function Toast({ message, tone = 'success', onDismiss, durationMs = 6000 }: ToastProps) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [message, onDismiss, durationMs]);

  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return createPortal(
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-end sm:inset-x-6 sm:bottom-6">
      <div role="status" aria-live="polite" className="contents">
        {message && (
          <div
            data-testid="toast"
            className={cn(
              'pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm shadow-lg shadow-slate-900/10',
              tone === 'success' ? 'border-emerald-200' : 'border-red-200',
            )}
          >
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', tone === 'success' ? 'text-emerald-600' : 'text-red-600')}
              aria-hidden="true"
            />
            <p className="min-w-0 flex-1 text-slate-700">{message}</p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={onDismiss}
              className="-mr-1 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
