import { ArrowRight, Eye } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/class-names';
import type { SetupStep } from './steps';
import { StepStateBadge } from './StepStateBadge';
import type { StepState } from './types';

const FRAMES: Record<StepState, string> = {
  completed: 'border-emerald-200',
  active: 'border-primary-300 ring-1 ring-primary-300',
  pending: '',
};

const ICON_TONES: Record<StepState, string> = {
  completed: 'bg-emerald-50 text-emerald-600',
  active: 'bg-primary-50 text-primary-600',
  pending: 'bg-slate-100 text-slate-500',
};

export interface StepCardProps {
  step: SetupStep;
  number: number;
  state: StepState;
  /** Recording this step as started: the button spins. */
  busy: boolean;
  /** Another change is on its way: the button waits. */
  disabled: boolean;
  onOpen: () => void;
}

/** One step of the checklist: what it is for, its state, and Set Up (Review once completed). */
export function StepCard({ step, number, state, busy, disabled, onOpen }: StepCardProps) {
  const { icon: Icon, label, summary } = step;
  const titleId = `setup-card-${step.key.replace(' ', '-')}`;
  const completed = state === 'completed';
  return (
    <li aria-labelledby={titleId} data-step-card={step.key}>
      <Card className={cn('flex h-full flex-col p-5', FRAMES[state])}>
        <div className="flex items-start justify-between gap-3">
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', ICON_TONES[state])}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <StepStateBadge state={state} />
        </div>
        <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Step {number}</p>
        <h3 id={titleId} className="mt-0.5 text-base font-semibold text-slate-900">
          {label}
        </h3>
        <p className="mt-1 flex-1 text-sm text-slate-600">{summary}</p>
        <Button
          size="sm"
          variant={state === 'active' ? 'primary' : 'outline'}
          className="mt-4 self-start"
          busy={busy}
          disabled={disabled}
          onClick={onOpen}
        >
          {completed && !busy && <Eye className="size-4" aria-hidden="true" />}
          {completed ? 'Review' : 'Set Up'}
          <span className="sr-only"> {label}</span>
          {!completed && !busy && <ArrowRight className="size-4" aria-hidden="true" />}
        </Button>
      </Card>
    </li>
  );
}
