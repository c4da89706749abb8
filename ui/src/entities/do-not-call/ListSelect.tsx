import { SelectField } from '../../components/ui/SelectField';

export interface ListSelectProps {
  id: string;
  label?: string;
  value: number | null;
  campaigns: readonly { id: number; name: string }[];
  onChange: (campaignId: number | null) => void;
  disabled?: boolean;
}

/** The organization's list, or one campaign's. */
export function ListSelect({ id, label = 'List', value, campaigns, onChange, disabled }: ListSelectProps) {
  const options = [
    { value: '', label: 'Organization list (every campaign)' },
    ...campaigns.map((campaign) => ({ value: String(campaign.id), label: `${campaign.name} (this campaign only)` })),
  ];
  return (
    <SelectField
      id={id}
      label={label}
      value={value === null ? '' : String(value)}
      options={options}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}
