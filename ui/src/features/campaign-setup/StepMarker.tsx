import { Check } from 'lucide-react';
import { cn } from '../../lib/class-names';
import type { StepState } from './types';

const LOOKS: Record<StepState, string> = {
  completed: 'bg-emerald-600 text-white',
  active: 'bg-primary-600 text-white ring-4 ring-primary-100',
  pending: 'border-2 border-slate-300 bg-white text-slate-500',
};

/** The stepper's numbered circle; a tick once the step is completed. Decorative: the badge says the state. */
export function StepMarker({ number, state, open }: { number: number; state: StepState; open: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
        LOOKS[state],
        open && state === 'completed' && 'ring-4 ring-emerald-100',
      )}
    >
      {state === 'completed' ? <Check className="size-4" strokeWidth={3} /> : number}
    </span>
  );
}
