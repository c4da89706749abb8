import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface ModalProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Escape, the close button and (when allowed) a backdrop click call this; the caller decides what closing means. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The element focused on open; by default the first focusable element in the body, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Forms keep half-typed input: by default only Escape, Cancel or the close button close them. */
  closeOnBackdrop?: boolean;
  /** role="alertdialog" for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl' } as const;

// Open modals, innermost last: only that one answers Escape.
const openStack: object[] = [];

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * A modal dialog: rendered over the page in a portal, focus moves in on open, Tab and Shift+Tab stay inside,
 * Escape closes, and focus goes back to whatever opened it. The page behind does not scroll while it is open.
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocus,
  closeOnBackdrop = false,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open effect (which would steal focus back) on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The body's first control (else the footer's), not the header's close button: that is what the user came
    // to use. A confirmation therefore starts on its first button, Cancel.
    const firstIn = (element: HTMLElement | null) => (element ? focusableIn(element)[0] : undefined);
    const target = initialFocus?.current ?? firstIn(bodyRef.current) ?? firstIn(footerRef.current) ?? panel;
    target?.focus();
    // Focus that escapes (a click on the backdrop, a script) is brought back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    // Listened for on the document: focus may have dropped to <body> (a focused button became disabled).
    // A control inside that handles Escape itself (an open list) marks it with preventDefault.
    const self = {};
    openStack.push(self);
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack[openStack.length - 1] !== self) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.removeEventListener('keydown', closeOnEscape);
      openStack.splice(openStack.indexOf(self), 1);
      document.body.style.overflow = overflow;
      // The opener may be gone (a row removed after a delete); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus is read once, on open.
  }, [open]);

  if (!open) return null;

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto">
      <div
        className="fixed inset-0 bg-slate-900/50 backdrop-blur-[1px]"
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div className="pointer-events-none relative flex min-h-full items-start justify-center p-4 sm:items-center sm:p-6">
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          onKeyDown={trapTab}
          className={cn(
            'pointer-events-auto flex w-full flex-col rounded-xl bg-white shadow-2xl shadow-slate-900/20 outline-none',
            widths[size],
          )}
        >
          {/* Header and footer stick to the window's edges while a tall dialog scrolls, so the title and the
              buttons stay in reach. */}
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
              aria-label="Close"
              onClick={() => onCloseRef.current()}
              className="-mr-2 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div ref={bodyRef} className="px-6 py-5">
            {children}
          </div>
          {footer && (
            <div
              ref={footerRef}
              className="sticky bottom-0 z-20 flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3.5"
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
