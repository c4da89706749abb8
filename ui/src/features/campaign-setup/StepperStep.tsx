import { ArrowLeft, ArrowRight, Settings2, SquarePen } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/class-names';
import { StepMarker } from './StepMarker';
import type { SetupStep } from './steps';
import { StepStateBadge } from './StepStateBadge';
import type { StepState } from './types';

export interface StepperStepProps {
  step: SetupStep;
  number: number;
  state: StepState;
  /** The current step: expanded, with its buttons. */
  open: boolean;
  last: boolean;
  /** Which of this step's changes is on its way, if any. */
  saving: 'start' | 'complete' | null;
  /** Some change (maybe another step's) is on its way: everything waits. */
  busy: boolean;
  onSelect: () => void;
  onConfigure: () => void;
  onNext: () => void;
  onBack: () => void;
}

/** One step of the vertical stepper: marker and rail on the left, title and (when open) details and actions. */
export function StepperStep(props: StepperStepProps) {
  const { step, number, state, open, last, saving, busy } = props;
  const panelId = `setup-step-panel-${step.key.replace(' ', '-')}`;
  const completed = state === 'completed';
  return (
    <li className="flex gap-4" data-stepper-step={step.key}>
      <div className="flex flex-col items-center">
        <StepMarker number={number} state={state} open={open} />
        {!last && (
          <span className={cn('my-1 w-0.5 flex-1 rounded-full', completed ? 'bg-emerald-300' : 'bg-slate-200')} />
        )}
      </div>
      <div className={cn('min-w-0 flex-1', last ? 'pb-1' : 'pb-6')}>
        <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-current={open ? 'step' : undefined}
            disabled={busy}
            onClick={props.onSelect}
            className={cn(
              '-mx-1.5 cursor-pointer rounded-md px-1.5 py-0.5 text-left text-base font-semibold text-slate-900',
              'hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600',
              'disabled:cursor-default',
            )}
          >
            {step.label}
          </button>
          <StepStateBadge state={state} />
        </div>
        {!open && <p className="mt-0.5 text-sm text-slate-500">{step.summary}</p>}
        {open && (
          <div id={panelId} role="region" aria-label={`${step.label} step`} className="mt-2 space-y-4">
            <p className="max-w-2xl text-sm leading-6 text-slate-600">{step.details}</p>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" busy={saving === 'start'} disabled={busy} onClick={props.onConfigure}>
                {saving !== 'start' &&
                  (completed ? (
                    <SquarePen className="size-4" aria-hidden="true" />
                  ) : (
                    <Settings2 className="size-4" aria-hidden="true" />
                  ))}
                {completed ? 'Review & Edit' : 'Configure'}
              </Button>
              <span className="hidden flex-1 @md:block" />
              <Button variant="ghost" disabled={busy || number === 1} onClick={props.onBack}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back
              </Button>
              <Button busy={saving === 'complete'} disabled={busy} onClick={props.onNext}>
                Next
                {saving !== 'complete' && <ArrowRight className="size-4" aria-hidden="true" />}
              </Button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
