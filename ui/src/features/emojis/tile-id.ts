/** An id for an emoji's controls built from its code points, so it is plain ASCII: "emoji-1f4de-left". */
export function tileControlId(emoji: string, control: 'left' | 'right' | 'remove'): string {
  const points = Array.from(emoji, (c) => (c.codePointAt(0) ?? 0).toString(16)).join('-');
  return `emoji-${points}-${control}`;
}
