import { useEffect, useState } from 'react';
import { EmojiTile } from './EmojiTile';
import { tileControlId } from './tile-id';

export interface EmojiSetEditorProps {
  emojis: readonly string[];
  disabled: boolean;
  onChange: (emojis: string[]) => void;
}

type FocusAfter = { kind: 'moved'; emoji: string; offset: -1 | 1 } | { kind: 'removed'; index: number };

/**
 * The set as large tiles in order, each moved left or right or removed. The keyboard keeps its place: a moved
 * emoji's button keeps the focus (the other direction's once it reaches an end), and after a removal the focus goes
 * to the emoji that took its place.
 */
export function EmojiSetEditor({ emojis, disabled, onChange }: EmojiSetEditorProps) {
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);

  useEffect(() => {
    if (!focusAfter) return;
    let id: string | null = null;
    if (focusAfter.kind === 'moved') {
      const index = emojis.indexOf(focusAfter.emoji);
      const atEnd = focusAfter.offset === -1 ? index === 0 : index === emojis.length - 1;
      id = tileControlId(focusAfter.emoji, (focusAfter.offset === -1) !== atEnd ? 'left' : 'right');
    } else {
      const next = emojis[Math.min(focusAfter.index, emojis.length - 1)];
      if (next !== undefined) id = tileControlId(next, 'remove');
    }
    if (id) document.getElementById(id)?.focus();
    setFocusAfter(null);
  }, [focusAfter, emojis]);

  function move(index: number, offset: -1 | 1) {
    const emoji = emojis[index];
    const other = emojis[index + offset];
    if (emoji === undefined || other === undefined) return;
    const next = [...emojis];
    next[index] = other;
    next[index + offset] = emoji;
    onChange(next);
    setFocusAfter({ kind: 'moved', emoji, offset });
  }

  if (emojis.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        The set is empty. Choose at least one emoji from the palette below.
      </p>
    );
  }
  return (
    <ol aria-label="Your emoji set" className="flex flex-wrap gap-3">
      {emojis.map((emoji, index) => (
        <EmojiTile
          key={emoji}
          emoji={emoji}
          first={index === 0}
          last={index === emojis.length - 1}
          disabled={disabled}
          onMove={(offset) => move(index, offset)}
          onRemove={() => {
            onChange(emojis.filter((e) => e !== emoji));
            setFocusAfter({ kind: 'removed', index });
          }}
        />
      ))}
    </ol>
  );
}
