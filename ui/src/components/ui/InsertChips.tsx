import { cn } from '../../lib/class-names';

export interface InsertChip {
  /** What goes into the message, and what the chip shows. */
  text: string;
  /** The tooltip: what it stands for. */
  title?: string;
  /** The accessible name, when the text alone says too little (an emoji). */
  label?: string;
}

export interface InsertChipsProps {
  /** The group's name, shown before the chips: "Lead fields". */
  label: string;
  chips: readonly InsertChip[];
  disabled?: boolean;
  /** Larger chips for emojis. */
  large?: boolean;
  onInsert: (text: string) => void;
}

/** A row of small buttons that each put their text into the message at the cursor. */
export function InsertChips({ label, chips, disabled = false, large = false, onInsert }: InsertChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span className="mr-1 text-xs font-medium text-slate-500" aria-hidden="true">
        {label}
      </span>
      {chips.map((chip) => (
        <button
          key={chip.text}
          type="button"
          title={chip.title}
          aria-label={chip.label}
          disabled={disabled}
          onClick={() => onInsert(chip.text)}
          className={cn(
            'cursor-pointer rounded-md border border-slate-200 bg-slate-50 text-slate-700 hover:border-primary-300',
            'hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
            'disabled:cursor-not-allowed disabled:opacity-60',
            large ? 'size-9 text-lg leading-none' : 'px-2 py-0.5 font-mono text-xs',
          )}
        >
          {chip.text}
        </button>
      ))}
    </div>
  );
}
