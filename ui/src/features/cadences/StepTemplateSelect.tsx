import { SelectField } from '../../components/ui/SelectField';
import type { MessageTemplate, TemplateChannel } from './types';

export interface StepTemplateSelectProps {
  id: string;
  channel: TemplateChannel;
  /** The template's id, "" until chosen. */
  value: string;
  templates: readonly MessageTemplate[];
  disabled: boolean;
  onChange: (templateId: string) => void;
}

/** The template a text or e-mail step sends: only those of its channel are offered. */
export function StepTemplateSelect({ id, channel, value, templates, disabled, onChange }: StepTemplateSelectProps) {
  const matching = templates.filter((t) => t.channel === channel);
  const kind = channel === 'sms' ? 'text' : 'e-mail';
  return (
    <SelectField
      id={id}
      label="Template"
      value={value}
      disabled={disabled}
      options={[
        { value: '', label: channel === 'sms' ? 'Choose a text template' : 'Choose an e-mail template' },
        ...matching.map((t) => ({ value: String(t.id), label: t.name })),
      ]}
      {...(matching.length === 0 ? { hint: `No ${kind} templates yet: add one under Message Templates.` } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
