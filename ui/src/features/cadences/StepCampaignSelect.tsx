import { SelectField, type SelectOption } from '../../components/ui/SelectField';
import type { Campaign } from '../../entities/campaigns/types';

export interface StepCampaignSelectProps {
  id: string;
  /** The campaign's id, "" until chosen. */
  value: string;
  campaigns: readonly Campaign[];
  disabled: boolean;
  onChange: (campaignId: string) => void;
}

/** The campaign whose hopper a call step puts the lead into: an active or paused one. */
export function StepCampaignSelect({ id, value, campaigns, disabled, onChange }: StepCampaignSelectProps) {
  const usable = campaigns.filter((c) => c.status === 'active' || c.status === 'paused');
  const options: SelectOption[] = [{ value: '', label: 'Choose a campaign' }];
  // A stored campaign that is no longer usable stays visible until it is changed, so the server's sentence about it
  // ("Step 3: choose the campaign to call from") points at something the user can see.
  if (value && !usable.some((c) => String(c.id) === value)) {
    const stored = campaigns.find((c) => String(c.id) === value);
    options.push({ value, label: stored ? `${stored.name} (${stored.status})` : `Campaign ${value}` });
  }
  options.push(...usable.map((c) => ({ value: String(c.id), label: c.status === 'paused' ? `${c.name} (paused)` : c.name })));
  return (
    <SelectField
      id={id}
      label="Campaign"
      value={value}
      disabled={disabled}
      options={options}
      {...(usable.length === 0 ? { hint: 'No active or paused campaign yet (Campaigns).' } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
