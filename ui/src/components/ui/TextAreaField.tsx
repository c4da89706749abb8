import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';
import { describedByIds, FieldMessages } from './FieldMessages';
import { Label } from './Input';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  /** A line under the field, linked with aria-describedby (e.g. a character count). */
  hint?: string;
  /** A message under the field that marks it invalid. */
  error?: string | undefined;
}

/** A labelled multi-line text input in the look of Input. */
export function TextAreaField({ id, label, hint, error, className, rows = 3, ...rest }: TextAreaFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds({ id, hint, error })}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
          'placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500',
          error
            ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-primary-500 focus:ring-primary-500/25',
          className,
        )}
        {...rest}
      />
      <FieldMessages id={id} hint={hint} error={error} hintClassName="text-right" />
    </div>
  );
}
