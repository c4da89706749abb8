import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import type { Campaign } from '../../entities/campaigns/types';
import { newStep, type StepForm } from './cadence-form';
import { CadenceStepFields } from './CadenceStepFields';
import { STEP_KIND_TEXT, STEP_KINDS } from './labels';
import type { MessageTemplate } from './types';

/** The server's limit. */
const MAX_STEPS = 20;

export interface CadenceStepsEditorProps {
  steps: readonly StepForm[];
  templates: readonly MessageTemplate[];
  campaigns: readonly Campaign[];
  /** The step the server's sentence named (0-based), or null. */
  invalidStep: number | null;
  disabled: boolean;
  onChange: (steps: StepForm[]) => void;
}

/** The ordered steps: added by kind, moved up and down, removed. */
export function CadenceStepsEditor({ steps, templates, campaigns, invalidStep, disabled, onChange }: CadenceStepsEditorProps) {
  // A moved step's button keeps the focus, so moving a step three places is three presses of Enter. When the
  // step reaches an end that button is disabled: the other direction's takes the focus instead.
  const [moved, setMoved] = useState<{ key: number; offset: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const index = steps.findIndex((step) => step.key === moved.key);
    const atEnd = moved.offset === -1 ? index === 0 : index === steps.length - 1;
    const direction = (moved.offset === -1) !== atEnd ? 'up' : 'down';
    document.getElementById(`cadence-step-${moved.key}-${direction}`)?.focus();
    setMoved(null);
  }, [moved, steps]);

  function move(index: number, offset: -1 | 1) {
    const target = index + offset;
    const step = steps[index];
    const other = steps[target];
    if (!step || !other) return;
    const next = [...steps];
    next[index] = other;
    next[target] = step;
    onChange(next);
    setMoved({ key: step.key, offset });
  }

  return (
    <section aria-labelledby="cadence-steps-title" className="space-y-3">
      <div>
        <h3 id="cadence-steps-title" className="text-sm font-semibold text-slate-900">
          Steps
        </h3>
        <p className="text-xs text-slate-500">
          In order; each waits its delay after the one before. Times are the lead's own, and business days skip weekends
          and your holidays.
        </p>
      </div>
      {steps.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No steps yet: add the first one below.
        </p>
      )}
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step.key}>
            <CadenceStepFields
              step={step}
              index={index}
              count={steps.length}
              templates={templates}
              campaigns={campaigns}
              invalid={invalidStep === index}
              disabled={disabled}
              onChange={(changed) => onChange(steps.map((s) => (s.key === changed.key ? changed : s)))}
              onMove={(offset) => move(index, offset)}
              onRemove={() => onChange(steps.filter((s) => s.key !== step.key))}
            />
          </li>
        ))}
      </ol>
      <div role="group" aria-label="Add a step" className="flex flex-wrap items-center gap-2">
        {STEP_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            disabled={disabled || steps.length >= MAX_STEPS}
            onClick={() => onChange([...steps, newStep(kind)])}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add {STEP_KIND_TEXT[kind]}
          </Button>
        ))}
        {steps.length >= MAX_STEPS && <p className="text-xs text-slate-500">At most {MAX_STEPS} steps.</p>}
      </div>
    </section>
  );
}
