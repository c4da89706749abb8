import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/class-names';

export type VerdictState = 'ok' | 'warning' | 'problem';

const LOOKS: Record<VerdictState, { box: string; icon: typeof CircleCheck }> = {
  ok: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', icon: CircleCheck },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-600/30', icon: TriangleAlert },
  problem: { box: 'bg-red-50 text-red-800 ring-red-600/25', icon: CircleAlert },
};

/** A section's finding: an icon and words as well as a colour, so it reads the same to everyone. */
export function Verdict({ state, children }: { state: VerdictState; children: string }) {
  const { box, icon: Icon } = LOOKS[state];
  return (
    <p
      data-testid="verdict"
      data-state={state}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', box)}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
