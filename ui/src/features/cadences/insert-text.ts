export interface Selection {
  start: number;
  end: number;
}

/** `text` put in place of the selection (or at the cursor); the new value and where the cursor goes after it. */
export function insertText(value: string, selection: Selection, text: string): { value: string; caret: number } {
  const start = Math.min(selection.start, value.length);
  const end = Math.min(Math.max(selection.end, start), value.length);
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
