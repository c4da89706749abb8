import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { IconButton } from '../../components/ui/IconButton';
import { emojiLabel } from './palette';
import { tileControlId } from './tile-id';

export interface EmojiTileProps {
  emoji: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One emoji of the set, large, with the buttons that move it left or right and take it out. */
export function EmojiTile({ emoji, first, last, disabled, onMove, onRemove }: EmojiTileProps) {
  const label = emojiLabel(emoji);
  return (
    <li
      aria-label={label}
      className="flex w-24 flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white px-1 pt-3 pb-1 shadow-sm"
    >
      <span className="text-4xl leading-none select-none" title={label}>
        {emoji}
      </span>
      <div className="flex items-center">
        <IconButton
          id={tileControlId(emoji, 'left')}
          label={`Move ${label} left`}
          icon={ChevronLeft}
          disabled={disabled || first}
          onClick={() => onMove(-1)}
        />
        <IconButton
          id={tileControlId(emoji, 'right')}
          label={`Move ${label} right`}
          icon={ChevronRight}
          disabled={disabled || last}
          onClick={() => onMove(1)}
        />
        <IconButton
          id={tileControlId(emoji, 'remove')}
          label={`Remove ${label}`}
          icon={X}
          tone="danger"
          disabled={disabled}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
