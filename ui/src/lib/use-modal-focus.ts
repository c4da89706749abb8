import { useEffect, useRef, type RefObject } from 'react';

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

// Open modals, innermost last: only the innermost one answers Escape, keeps Tab inside and holds focus.
const openStack: symbol[] = [];
let pageOverflow = '';

// While any modal is open the app behind it is inert, so neither the keyboard nor a screen reader can wander
// into it, and it does not scroll. Modals render in a portal outside #root.
function lockPage(locked: boolean) {
  const root = document.getElementById('root');
  if (root) root.inert = locked;
  if (locked) {
    pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  } else {
    document.body.style.overflow = pageOverflow;
  }
}

/**
 * The keyboard and focus rules of a modal whose panel is `panelRef`, while `open`: focus moves in (to the element
 * marked `data-autofocus`, else the first control that is not marked `data-dialog-close`, else the panel), Tab and
 * Shift+Tab cycle inside, Escape calls `onEscape`, and focus goes back to the opener on close. A control inside
 * that handles Escape itself (an open list, an inline edit) marks the event with preventDefault.
 */
export function useModalFocus(open: boolean, panelRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  // The latest callback without re-running the effect (which would steal focus back) on every render.
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(token);
    if (openStack.length === 1) lockPage(true);
    const isTop = () => openStack[openStack.length - 1] === token;

    const panel = panelRef.current;
    if (panel) {
      const first =
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(panel).find((element) => !element.hasAttribute('data-dialog-close')) ??
        panel;
      first.focus();
    }

    // On the document, not the panel: focus may have dropped to <body> (a click on the backdrop, a focused
    // button that became disabled).
    const onKeyDown = (event: KeyboardEvent) => {
      const current = panelRef.current;
      if (!isTop() || !current) return;
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return;
        event.preventDefault();
        latestOnEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(current);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        current.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && current.contains(active);
      if (event.shiftKey && (active === firstItem || active === current || !inside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes anyway (a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const current = panelRef.current;
      if (!isTop() || !current) return;
      if (event.target instanceof Node && !current.contains(event.target)) {
        (focusableIn(current)[0] ?? current).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openStack.indexOf(token);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) lockPage(false);
      // The opener may be gone (a row removed after a delete); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
    // panelRef is a ref: stable.
  }, [open]);
}
