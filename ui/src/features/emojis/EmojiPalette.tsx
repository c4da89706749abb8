import { Check } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { MAX_EMOJIS, PALETTE } from './palette';

export interface EmojiPaletteProps {
  /** The set being edited: its emojis show as added. */
  chosen: readonly string[];
  disabled: boolean;
  onAdd: (emoji: string) => void;
}

/**
 * The built-in emojis to add from. One already in the set, or any once the set is full, cannot be added: the
 * button is aria-disabled rather than disabled, so the keyboard focus stays on it after a click.
 */
export function EmojiPalette({ chosen, disabled, onAdd }: EmojiPaletteProps) {
  const full = chosen.length >= MAX_EMOJIS;
  return (
    <div role="group" aria-labelledby="emoji-palette-title" className="space-y-2">
      <h3 id="emoji-palette-title" className="text-sm font-semibold text-slate-900">
        Add from the palette
      </h3>
      {full && <p className="text-xs text-slate-600">The set is full: at most {MAX_EMOJIS} emojis. Remove one to add another.</p>}
      <div className="flex flex-wrap gap-1.5">
        {PALETTE.map(({ emoji, name }) => {
          const added = chosen.includes(emoji);
          const unavailable = disabled || added || full;
          return (
            <button
              key={emoji}
              type="button"
              aria-label={`Add ${emoji} ${name}`}
              aria-disabled={unavailable || undefined}
              title={added ? `${name}: in the set` : name}
              onClick={() => !unavailable && onAdd(emoji)}
              className={cn(
                'relative flex size-11 items-center justify-center rounded-lg border text-2xl leading-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                unavailable
                  ? 'cursor-not-allowed border-slate-100 bg-slate-50 opacity-50'
                  : 'cursor-pointer border-slate-200 bg-white hover:border-primary-300 hover:bg-primary-50',
              )}
            >
              {emoji}
              {added && (
                <Check
                  className="absolute -top-1 -right-1 size-3.5 rounded-full bg-emerald-600 p-0.5 text-white"
                  aria-hidden="true"
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
