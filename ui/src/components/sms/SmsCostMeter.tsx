import { useMemo } from 'react';
import { cn } from '../../lib/class-names';
import { smsCost } from '../../lib/sms-segments';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The character that forced UCS-2 as the user can see it: invisible ones (a no-break space, a tab) by code point. */
function shown(character: string): string {
  if (/^[\p{White_Space}\p{Cc}\p{Cf}]+$/u.test(character)) {
    const codes = Array.from(character, (c) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0'));
    return codes.map((code) => `U+${code}`).join(' ');
  }
  return `“${character}”`;
}

export interface SmsCostMeterProps {
  text: string;
  /** For the field's aria-describedby. */
  id?: string;
}

/**
 * One line under an SMS text: its encoding, segments and what still fits, e.g. "GSM-7 · 1 segment · 87 characters
 * left". When a character forces UCS-2 the line turns amber and names it, as that halves what a segment holds.
 */
export function SmsCostMeter({ text, id }: SmsCostMeterProps) {
  const cost = useMemo(() => smsCost(text), [text]);
  const encoding =
    cost.encoding === 'UCS-2' && cost.firstUnicode !== null
      ? `UCS-2 because of ${shown(cost.firstUnicode)}`
      : cost.encoding;
  // One string, so the live region holds one text node and reads as one sentence.
  const line = [
    encoding,
    plural(cost.segments, 'segment', 'segments'),
    `${plural(cost.remaining, 'character', 'characters')} left`,
  ].join(' · ');
  return (
    <p
      id={id}
      data-testid="sms-cost"
      data-encoding={cost.encoding}
      aria-live="polite"
      className={cn('text-xs tabular-nums', cost.encoding === 'UCS-2' ? 'text-amber-800' : 'text-slate-500')}
    >
      {line}
    </p>
  );
}
