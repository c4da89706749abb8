import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

type Tone = 'neutral' | 'danger';

const tones: Record<Tone, string> = {
  neutral: 'text-slate-500 hover:bg-slate-100 hover:text-slate-800',
  danger: 'text-slate-500 hover:bg-red-50 hover:text-red-700',
};

/** The icon button look, for other triggers that show only an icon (e.g. a DropdownMenu's). */
export function iconButtonClasses(tone: Tone = 'neutral', className?: string): string {
  return cn(
    'inline-flex h-8 min-w-8 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
    tones[tone],
    className,
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; also the tooltip unless `title` says more (e.g. why the button is disabled). */
  label: string;
  icon: LucideIcon;
  tone?: Tone;
  /** Also show the label next to the icon once the nearest @container is 3xl (48rem) wide or more. */
  labelWhenWide?: boolean;
}

/** A square button showing an icon; `label` is its name for screen readers and its tooltip. */
export function IconButton({
  label,
  icon: Icon,
  tone = 'neutral',
  labelWhenWide = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={iconButtonClasses(tone, cn(labelWhenWide && 'text-sm font-medium @3xl:px-2', className))}
      {...rest}
    >
      <Icon className="size-4" aria-hidden="true" />
      {labelWhenWide && (
        <span className="sr-only @3xl:not-sr-only" aria-hidden="true">
          {label}
        </span>
      )}
    </button>
  );
}
