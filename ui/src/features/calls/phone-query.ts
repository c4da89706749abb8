// The history finds calls by the exact number dialed (E.164), so what a person types is read into that form:
// "(415) 555-0199" and "415 555 0199" are US numbers (the dialer's default country), "+44 …" keeps its code.

/** The E.164 form of a typed number, or "" when it has too few digits to be one. */
export function phoneQuery(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) return digits.length >= 8 ? `+${digits}` : '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits.length >= 8 ? `+${digits}` : '';
}
