import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { IconButton } from '../../components/ui/IconButton';
import { SelectField, type SelectOption } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import type { Campaign } from '../../entities/campaigns/types';
import { cn } from '../../lib/class-names';
import type { StepForm } from './cadence-form';
import { DELAY_UNIT_TEXT, STEP_KIND_TEXT } from './labels';
import { StepCampaignSelect } from './StepCampaignSelect';
import { StepTemplateSelect } from './StepTemplateSelect';
import { StepWindowFields } from './StepWindowFields';
import type { DelayUnit, MessageTemplate } from './types';

export interface CadenceStepFieldsProps {
  step: StepForm;
  /** 0-based. */
  index: number;
  count: number;
  templates: readonly MessageTemplate[];
  campaigns: readonly Campaign[];
  /** The server's sentence named this step ("Step 2: …"). */
  invalid: boolean;
  disabled: boolean;
  onChange: (step: StepForm) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const UNIT_OPTIONS: SelectOption[] = (Object.keys(DELAY_UNIT_TEXT) as DelayUnit[]).map((unit) => ({
  value: unit,
  label: DELAY_UNIT_TEXT[unit].many.replace(/^./, (c) => c.toUpperCase()),
}));

/**
 * One step of the cadence form: its delay, the lead-local hours it may run in, and what it sends or dials. A group
 * named "Step 2: Wait", so each step's fields (all labelled "Delay", "Template"…) are told apart.
 */
export function CadenceStepFields(props: CadenceStepFieldsProps) {
  const { step, index, count, disabled } = props;
  const id = `cadence-step-${step.key}`;
  const n = index + 1;
  const set = (change: Partial<StepForm>) => props.onChange({ ...step, ...change });

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className={cn(
        'space-y-4 rounded-lg border bg-white p-4',
        props.invalid ? 'border-red-500 ring-2 ring-red-500/20' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Step {n}: {STEP_KIND_TEXT[step.kind]}
        </h3>
        <div className="flex items-center">
          <IconButton id={`${id}-up`} label={`Move step ${n} up`} icon={ArrowUp} disabled={disabled || index === 0} onClick={() => props.onMove(-1)} />
          <IconButton
            id={`${id}-down`}
            label={`Move step ${n} down`}
            icon={ArrowDown}
            disabled={disabled || index === count - 1}
            onClick={() => props.onMove(1)}
          />
          <IconButton label={`Remove step ${n}`} icon={Trash2} tone="danger" disabled={disabled} onClick={props.onRemove} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-amount`}
          label={step.kind === 'wait' ? 'Wait for' : 'Delay'}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          hint={index === 0 ? 'After enrollment' : 'After the step before'}
          value={step.amount}
          disabled={disabled}
          onChange={(event) => set({ amount: event.target.value })}
        />
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          options={UNIT_OPTIONS}
          value={step.unit}
          disabled={disabled}
          onChange={(event) => set({ unit: event.target.value as DelayUnit })}
        />
        {(step.kind === 'sms' || step.kind === 'email') && (
          <StepTemplateSelect
            id={`${id}-template`}
            channel={step.kind}
            value={step.templateId}
            templates={props.templates}
            disabled={disabled}
            onChange={(templateId) => set({ templateId })}
          />
        )}
        {step.kind === 'call' && (
          <StepCampaignSelect
            id={`${id}-campaign`}
            value={step.campaignId}
            campaigns={props.campaigns}
            disabled={disabled}
            onChange={(campaignId) => set({ campaignId })}
          />
        )}
      </div>

      {step.kind !== 'wait' && <StepWindowFields id={`${id}-window`} step={step} disabled={disabled} onChange={set} />}
    </div>
  );
}
