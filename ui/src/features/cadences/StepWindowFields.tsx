import { Input, Label } from '../../components/ui/Input';
import { Switch } from '../../components/ui/Switch';
import type { StepForm } from './cadence-form';

export interface StepWindowFieldsProps {
  id: string;
  step: StepForm;
  disabled: boolean;
  onChange: (change: Partial<StepForm>) => void;
}

/**
 * The lead-local hours a step may run in, or any time. Off, the calling rules' hours still hold for a text: the
 * server never texts outside them.
 */
export function StepWindowFields({ id, step, disabled, onChange }: StepWindowFieldsProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <Switch
        id={id}
        label="Only in the lead's hours"
        checked={step.windowOn}
        disabled={disabled}
        className="h-10"
        onChange={(on) => onChange({ windowOn: on })}
      />
      {step.windowOn ? (
        <>
          <div className="w-32 space-y-1.5">
            <Label htmlFor={`${id}-start`}>From</Label>
            <Input
              id={`${id}-start`}
              type="time"
              value={step.start}
              disabled={disabled}
              onChange={(event) => onChange({ start: event.target.value })}
            />
          </div>
          <div className="w-32 space-y-1.5">
            <Label htmlFor={`${id}-end`}>Until</Label>
            <Input
              id={`${id}-end`}
              type="time"
              value={step.end}
              disabled={disabled}
              onChange={(event) => onChange({ end: event.target.value })}
            />
          </div>
        </>
      ) : (
        <p className="flex h-10 items-center text-sm text-slate-500">Any time of day</p>
      )}
    </div>
  );
}
