import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

export type PillTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'primary';

const tones: Record<PillTone, { box: string; dot: string }> = {
  success: { box: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', dot: 'bg-emerald-500' },
  danger: { box: 'bg-red-50 text-red-700 ring-red-600/20', dot: 'bg-red-500' },
  warning: { box: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  info: { box: 'bg-sky-50 text-sky-700 ring-sky-600/20', dot: 'bg-sky-500' },
  neutral: { box: 'bg-slate-100 text-slate-600 ring-slate-500/20', dot: 'bg-slate-400' },
  primary: { box: 'bg-primary-50 text-primary-700 ring-primary-600/20', dot: 'bg-primary-500' },
};

export interface PillProps {
  tone?: PillTone;
  /** A coloured dot before the text, for states (online, offline) rather than labels. */
  dot?: boolean;
  className?: string;
  children: ReactNode;
}

/** A small rounded label in one of a few tones (statuses, roles, flags). */
export function Pill({ tone = 'neutral', dot = false, className, children }: PillProps) {
  const { box, dot: dotColour } = tones[tone];
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        box,
        className,
      )}
    >
      {dot && <span className={cn('size-1.5 rounded-full', dotColour)} aria-hidden="true" />}
      {children}
    </span>
  );
}
