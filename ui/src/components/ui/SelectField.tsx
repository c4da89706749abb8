import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { describedByIds, FieldMessages } from './FieldMessages';
import { Label } from './Input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  invalid?: boolean;
  /** Extra classes for the wrapper (width); `className` styles the select itself. */
  wrapperClassName?: string;
}

/** A native select in the look of Input: keyboard, screen readers and mobile pickers work as the platform does. */
export function SelectInput({ options, invalid = false, className, wrapperClassName, ...rest }: SelectInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'block h-10 w-full cursor-pointer appearance-none rounded-lg border bg-white py-0 pr-9 pl-3 text-sm',
          'text-slate-900 shadow-sm',
          'focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
          invalid
            ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-primary-500 focus:ring-primary-500/25',
          className,
        )}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectInputProps, 'id'> {
  id: string;
  label: string;
  /** A line under the select, linked with aria-describedby. */
  hint?: string;
  /** A message under the select that marks it invalid. */
  error?: string | undefined;
  className?: string;
  selectClassName?: string;
}

/** A labelled select: every input in the app has a visible label. */
export function SelectField({ id, label, hint, error, className, selectClassName, ...rest }: SelectFieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <SelectInput
        id={id}
        invalid={Boolean(error)}
        aria-describedby={describedByIds({ id, hint, error })}
        className={selectClassName}
        {...rest}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
