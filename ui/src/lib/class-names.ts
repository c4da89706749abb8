/** Joins class names, dropping falsy ones, so components can take optional `className` overrides. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
