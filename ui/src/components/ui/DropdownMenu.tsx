import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface DropdownMenuItem {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
}

export interface DropdownMenuProps {
  /** The trigger's accessible name (it usually shows only an icon). */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  items: DropdownMenuItem[];
}

/**
 * A button that opens a list of actions (WAI-ARIA menu button): arrow keys move between items, Escape and
 * Tab close it, a click outside closes it, focus returns to the button when closed from the keyboard.
 */
export function DropdownMenu({ label, trigger, triggerClassName, items }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const target: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key in target) {
      event.preventDefault();
      buttons[target[event.key]!]?.focus();
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={moveFocus}
          className="absolute right-0 z-50 mt-2 min-w-44 rounded-lg border border-slate-200 bg-white py-1 text-slate-700 shadow-lg shadow-slate-900/10"
        >
          {items.map(({ label: itemLabel, icon: Icon, onSelect }, index) => (
            <button
              key={itemLabel}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2.5 px-3.5 py-2 text-left text-sm',
                'hover:bg-slate-50 focus:bg-primary-50 focus:text-primary-800 focus:outline-none',
              )}
              onClick={() => {
                close(false);
                onSelect();
              }}
            >
              {Icon && <Icon className="size-4 text-slate-500" aria-hidden="true" />}
              {itemLabel}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
