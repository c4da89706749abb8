import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export type BadgeTone = 'primary' | 'info' | 'success' | 'error' | 'warning' | 'neutral' | 'muted';

// With the red theme "primary" and "error" are both red: "primary" is an outline on white (a lead that is "New"
// is good news, not an alarm), "error" a tinted chip.
const tones: Record<BadgeTone, { box: string; dot: string }> = {
  primary: { box: 'bg-white text-primary-700 ring-primary-600/60', dot: 'bg-primary-600' },
  info: { box: 'bg-sky-50 text-sky-800 ring-sky-600/25', dot: 'bg-sky-500' },
  success: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', dot: 'bg-emerald-500' },
  error: { box: 'bg-red-50 text-red-800 ring-red-600/25', dot: 'bg-red-500' },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-600/30', dot: 'bg-amber-500' },
  neutral: { box: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  // Lighter than neutral for what is switched off (an agent offline), still readable against white.
  muted: { box: 'bg-white text-slate-500 ring-slate-400/30', dot: 'bg-slate-300' },
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A coloured dot before the text, for live states (online, offline) rather than labels. */
  dot?: boolean;
}

/** A small rounded label for a state, a role or a flag; the tone names the meaning, not the colour. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone].box,
        className,
      )}
      {...rest}
    >
      {dot && <span className={cn('size-1.5 rounded-full', tones[tone].dot)} aria-hidden="true" />}
      {children}
    </span>
  );
}
