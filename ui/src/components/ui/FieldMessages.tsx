import { cn } from '../../lib/class-names';

export interface FieldMessagesProps {
  /** The field's id; the lines get `<id>-error` and `<id>-hint`. */
  id: string;
  /** A line under the field (e.g. "At least 6 characters"). */
  hint?: string | undefined;
  /** A message under the field that says why it is invalid. */
  error?: string | undefined;
  hintClassName?: string;
}

/** What the field's aria-describedby names: its error, then its hint (undefined when it has neither). */
export function describedByIds({ id, hint, error }: FieldMessagesProps): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The lines under a labelled field: the error, then the hint, with the ids `describedByIds` names. */
export function FieldMessages({ id, hint, error, hintClassName }: FieldMessagesProps) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={cn('text-xs text-slate-500', hintClassName)}>
          {hint}
        </p>
      )}
    </>
  );
}
