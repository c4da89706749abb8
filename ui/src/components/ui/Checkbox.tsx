import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  id: string;
  /** The label; may hold links, which stay clickable without toggling the box. */
  children: ReactNode;
}

export function Checkbox({ id, className, children, ...rest }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        {...rest}
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-slate-600">
        {children}
      </label>
    </div>
  );
}
