import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';

type Width = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<Width, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

export interface OverlayDialogProps {
  open: boolean;
  title: string;
  /** A line under the title, announced with it (aria-describedby). */
  description?: ReactNode;
  /** Called on Escape, the close button and a click on the backdrop — unless `dismissible` is false. */
  onClose: () => void;
  /** False while something must not be interrupted (an upload): Escape, backdrop and × do nothing. */
  dismissible?: boolean;
  /** alertdialog for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  width?: Width;
  /** Buttons along the bottom edge; a form inside `children` can be submitted from here with `form="<id>"`. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs, innermost last: only the innermost one answers Escape and holds focus.
const openStack: symbol[] = [];

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

// The app behind the dialog is made inert while any dialog is open, so neither the keyboard nor a screen
// reader can wander into it.
function setAppInert(inert: boolean) {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

/**
 * A modal dialog in the top layer of the page: focus moves into it when it opens (to the element marked
 * `data-autofocus`, else the first field), Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns
 * to where it was when it closes.
 */
export function OverlayDialog({
  open,
  title,
  description,
  onClose,
  dismissible = true,
  role = 'dialog',
  width = 'md',
  footer,
  className,
  children,
}: OverlayDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read by the listeners, so they always see the latest props without re-subscribing.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    if (!open) return;
    const token = Symbol('dialog');
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(token);
    if (openStack.length === 1) {
      setAppInert(true);
      document.body.style.overflow = 'hidden';
    }
    const isTop = () => openStack[openStack.length - 1] === token;

    const panel = panelRef.current;
    if (panel) {
      const first =
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(panel).find((element) => !element.hasAttribute('data-dialog-close')) ??
        panel;
      first.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || !panelRef.current) return;
      if (event.key === 'Escape') {
        // A control inside that handles Escape itself (an inline edit) marks it with preventDefault.
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panelRef.current);
      if (items.length === 0) {
        event.preventDefault();
        panelRef.current.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && panelRef.current.contains(active);
      if (event.shiftKey && (active === firstItem || !inside || active === panelRef.current)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes anyway (a click on the backdrop, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || !panelRef.current) return;
      if (event.target instanceof Node && !panelRef.current.contains(event.target)) {
        (focusableIn(panelRef.current)[0] ?? panelRef.current).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openStack.indexOf(token);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) {
        setAppInert(false);
        document.body.style.overflow = '';
      }
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center sm:p-6">
      <div
        className="fixed inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        aria-hidden="true"
        onClick={() => dismissible && onClose()}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[calc(100vh-2rem)] w-full flex-col rounded-xl bg-white shadow-2xl shadow-slate-900/20',
          'focus:outline-none sm:max-h-[calc(100vh-3rem)]',
          widths[width],
          className,
        )}
      >
        <div className="flex items-start gap-4 border-b border-slate-100 px-6 py-4">
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="text-sm text-slate-500">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            data-dialog-close
            aria-label="Close"
            disabled={!dismissible}
            onClick={onClose}
            className={cn(
              '-mr-2 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500',
              'hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600',
              'disabled:cursor-not-allowed disabled:opacity-40',
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div
            className={cn(
              'flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50',
              'px-6 py-4',
            )}
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
