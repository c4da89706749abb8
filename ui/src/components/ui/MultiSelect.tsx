import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { describedByIds, FieldMessages } from './FieldMessages';
import { Label } from './Input';

export interface MultiSelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface MultiSelectProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly MultiSelectOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Shown in the closed control when nothing is chosen. */
  placeholder?: string;
  /** Shown in the open list when there is nothing to choose from. */
  emptyText?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A control that shows the chosen values as chips and opens a list of checkboxes. Escape, a click outside or
 * focus leaving it closes the list; Escape does not reach an enclosing dialog.
 */
export function MultiSelect<T extends string | number>({
  id,
  label,
  options,
  selected,
  onChange,
  placeholder = 'Select...',
  emptyText = 'Nothing to choose from.',
  hint,
  disabled = false,
}: MultiSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const labelId = `${id}-label`;
  const chosen = options.filter((option) => selected.includes(option.value));

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function toggle(value: T) {
    onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      // Marked handled, so an enclosing dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative space-y-1.5"
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-describedby={describedByIds({ id, hint })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(
          'flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white py-1.5 pr-9 pl-2',
          'relative text-left text-sm shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/25',
          'focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100',
        )}
      >
        {chosen.length === 0 ? (
          <span className="px-1 text-slate-400">{placeholder}</span>
        ) : (
          <span className="flex flex-wrap gap-1.5">
            {chosen.map((option) => (
              <span
                key={option.value}
                className="rounded-md bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800 ring-1 ring-primary-600/15 ring-inset"
              >
                {option.label}
              </span>
            ))}
          </span>
        )}
        <ChevronDown
          className={cn(
            'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400 transition-transform',
            open && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="group"
          aria-labelledby={labelId}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg shadow-slate-900/10"
        >
          {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">{emptyText}</p>}
          {options.map((option) => {
            const optionId = `${id}-option-${option.value}`;
            const isChosen = selected.includes(option.value);
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className="flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
              >
                <input
                  id={optionId}
                  type="checkbox"
                  checked={isChosen}
                  onChange={() => toggle(option.value)}
                  className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
