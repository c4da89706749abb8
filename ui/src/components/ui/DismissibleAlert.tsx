import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { Alert, type AlertProps } from './Alert';

export interface DismissibleAlertProps extends AlertProps {
  onDismiss: () => void;
  /** The close button's accessible name. */
  dismissLabel?: string;
  children: ReactNode;
}

/** An Alert banner with a × that removes it. */
export function DismissibleAlert({ onDismiss, dismissLabel = 'Dismiss', children, ...rest }: DismissibleAlertProps) {
  return (
    <Alert {...rest}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">{children}</div>
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className={cn(
            '-my-1 -mr-1.5 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70',
            'hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
          )}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </Alert>
  );
}
