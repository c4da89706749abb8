import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { Label } from './Input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface LabeledSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
}

/** A native select with a visible label, styled like the text inputs. */
export function LabeledSelect({ id, label, options, hint, className, ...rest }: LabeledSelectProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          aria-describedby={hintId}
          className={cn(
            'block h-10 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3',
            'text-sm text-slate-900 shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/25',
            'focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
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
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
