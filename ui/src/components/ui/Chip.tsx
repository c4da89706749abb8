import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export type ChipTone = 'primary' | 'info' | 'success' | 'error' | 'warning' | 'neutral';

// "primary" is filled so it stays apart from "error": with the red theme both are red.
const tones: Record<ChipTone, string> = {
  primary: 'bg-primary-600 text-white ring-primary-700/20',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  error: 'bg-red-50 text-red-800 ring-red-600/25',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ChipTone;
}

/** A small rounded label for a state (a lead's status); the tone names the meaning, not the colour. */
export function Chip({ tone = 'neutral', className, ...rest }: ChipProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
