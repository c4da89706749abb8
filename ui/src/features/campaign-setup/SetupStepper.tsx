import { useEffect, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { SetupCompletePanel } from './SetupCompletePanel';
import { ALL_DONE, SETUP_STEPS, stepState, type SetupStep } from './steps';
import type { SavingStep } from './store';
import { StepperStep } from './StepperStep';
import type { SetupProgress } from './types';

export interface SetupStepperProps {
  progress: SetupProgress;
  current: number;
  saving: SavingStep | null;
  onSelect: (index: number) => void;
  onConfigure: (step: SetupStep) => void;
  onNext: () => void;
  onLaunch: () => void;
}

/** The vertical stepper with each step's details; the current step is open. */
export function SetupStepper(props: SetupStepperProps) {
  const { progress, current, saving, onSelect, onConfigure, onNext, onLaunch } = props;
  const guide = useRef<HTMLDivElement>(null);
  const shown = useRef(current);

  // Next, Back and Review Setup remove the button that was clicked: focus goes to the step (or panel) that opened
  // instead of falling back to the page, and the browser brings it into view. Not on the first render: opening the
  // screen must not move focus.
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    guide.current?.querySelector<HTMLElement>('[aria-current="step"], [data-setup-complete]')?.focus();
  }, [current]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Step-by-Step Guide</CardTitle>
        <CardDescription>Work through the steps in order, or pick any step to open it.</CardDescription>
      </CardHeader>
      <CardContent>
        <div ref={guide}>
          <ol aria-label="Setup guide">
            {SETUP_STEPS.map((step, index) => {
              const mine = saving?.key === step.key;
              return (
                <StepperStep
                  key={step.key}
                  step={step}
                  number={index + 1}
                  state={stepState(index, progress, current)}
                  open={index === current}
                  last={index === SETUP_STEPS.length - 1}
                  saving={mine ? (saving.completed ? 'complete' : 'start') : null}
                  busy={saving !== null}
                  onSelect={() => onSelect(index)}
                  onConfigure={() => onConfigure(step)}
                  onNext={onNext}
                  onBack={() => onSelect(index - 1)}
                />
              );
            })}
          </ol>
          {current === ALL_DONE && <SetupCompletePanel onLaunch={onLaunch} onReview={() => onSelect(0)} />}
        </div>
      </CardContent>
    </Card>
  );
}
