import { describedByIds, FieldMessages } from './FieldMessages';
import { Input, Label, type InputProps } from './Input';

export interface TextFieldProps extends Omit<InputProps, 'id' | 'required'> {
  id: string;
  label: string;
  /** A line under the input, linked to it with aria-describedby. */
  hint?: string;
  /**
   * Marks the field required (asterisk, aria-required) without the browser's own check, so the form can show
   * our sentence instead of the browser's bubble.
   */
  requiredMark?: boolean;
}

/** A labelled input: every input in the app has a visible label. */
export function TextField({ id, label, hint, requiredMark = false, ...rest }: TextFieldProps) {
  return (
    <div className="space-y-1.5">
      {/* The asterisk stays outside the label so the field's accessible name is the label alone. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {requiredMark && (
          <span className="text-sm font-medium text-primary-600" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <Input
        id={id}
        aria-required={requiredMark || undefined}
        aria-describedby={describedByIds({ id, hint })}
        {...rest}
      />
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
