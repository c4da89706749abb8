import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

type Tone = 'neutral' | 'danger';

const tones: Record<Tone, string> = {
  neutral: 'text-slate-500 hover:bg-slate-100 hover:text-slate-800',
  danger: 'text-slate-500 hover:bg-red-50 hover:text-red-700',
};

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: LucideIcon;
  tone?: Tone;
}

/** A square button showing only an icon; `label` is its name for screen readers and its tooltip. */
export function IconButton({
  label,
  icon: Icon,
  tone = 'neutral',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'disabled:cursor-not-allowed disabled:opacity-40',
        tones[tone],
        className,
      )}
      {...rest}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
