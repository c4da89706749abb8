import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { useModalFocus } from '../../lib/use-modal-focus';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<DialogSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

export interface DialogProps {
  open: boolean;
  title: string;
  /** A line under the title, announced with it (aria-describedby). */
  description?: ReactNode;
  /** Called on Escape, the × and (with `closeOnBackdrop`) a backdrop click; the caller decides what closing means. */
  onClose: () => void;
  /** False while something must not be interrupted (an upload, a save): Escape, backdrop and × do nothing. */
  dismissible?: boolean;
  /** Forms keep half-typed input: by default only Escape, the × and the dialog's own buttons close it. */
  closeOnBackdrop?: boolean;
  /** alertdialog for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  /** Buttons along the bottom edge; a form inside `children` can be submitted from here with `form="<id>"`. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog, rendered over the page in a portal. Focus moves in on open (to the element marked
 * `data-autofocus`, else the first control), Tab and Shift+Tab stay inside, Escape closes only the innermost
 * dialog, and focus goes back to whatever opened it. The page behind is inert and does not scroll.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  dismissible = true,
  closeOnBackdrop = false,
  role = 'dialog',
  size = 'md',
  footer,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (dismissible) onClose();
  };
  useModalFocus(open, panelRef, close);

  if (!open) return null;

  return createPortal(
    // The scroll padding keeps a focused field clear of the sticky header and footer below.
    <div className="fixed inset-0 z-50 scroll-pt-24 scroll-pb-24 overflow-y-auto">
      <div
        className="fixed inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        aria-hidden="true"
        onClick={closeOnBackdrop ? close : undefined}
      />
      <div className="pointer-events-none relative flex min-h-full items-start justify-center p-4 sm:items-center sm:p-6">
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={cn(
            'pointer-events-auto flex w-full flex-col rounded-xl bg-white shadow-2xl shadow-slate-900/20 outline-none',
            widths[size],
          )}
        >
          {/* Header and footer stick to the window's edges while a tall dialog scrolls, so the title and the
              buttons stay in reach; popovers inside (a multi-select's list) are not clipped by the panel. */}
          <div className="sticky top-0 z-20 flex items-start gap-4 rounded-t-xl border-b border-slate-100 bg-white px-6 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-sm text-slate-500">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              data-dialog-close
              aria-label="Close"
              disabled={!dismissible}
              onClick={close}
              className={cn(
                '-mr-2 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500',
                'hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600',
                'disabled:cursor-not-allowed disabled:opacity-40',
              )}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="px-6 py-5">{children}</div>
          {footer && (
            <div
              className={cn(
                'sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t',
                'border-slate-100 bg-slate-50 px-6 py-4',
              )}
            >
              {footer}
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
