import type { InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export function Label({ className, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label className={cn('block text-sm font-medium text-slate-700', className)} {...rest}>
      {children}
    </label>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid for styling and assistive technology. */
  invalid?: boolean;
}

export function Input({ className, invalid = false, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500',
        invalid
          ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30'
          : 'border-slate-300 focus:border-primary-500 focus:ring-primary-500/25',
        className,
      )}
      {...rest}
    />
  );
}
