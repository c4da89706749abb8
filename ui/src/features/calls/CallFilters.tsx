import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Input';
import { SelectField, type SelectOption } from '../../components/ui/SelectField';
import { RangeDayFields } from '../../components/date-range/RangeDayFields';
import type { Agent } from '../../entities/agents/types';
import type { Campaign } from '../../entities/campaigns/types';
import type { Disposition } from '../../entities/dispositions/types';
import { presetRange, RANGE_PRESETS, type DateRange, type RangePreset } from '../../lib/date-range';
import { phoneQuery } from './phone-query';

export interface CallFilterValues {
  range: DateRange;
  campaignId: string;
  agentId: string;
  outcome: string;
  /** E.164, as the API matches it. */
  phone: string;
}

export interface CallFiltersProps {
  values: CallFilterValues;
  onChange: (values: CallFilterValues) => void;
  campaigns: Campaign[];
  /** null: the agent filter is not offered (the options could not be loaded). */
  agents: Agent[] | null;
  dispositions: Disposition[];
}

/** Date range (presets or dates), campaign, agent, outcome and phone; the history follows every change. */
export function CallFilters({ values, onChange, campaigns, agents, dispositions }: CallFiltersProps) {
  const [typedPhone, setTypedPhone] = useState(values.phone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const set = (patch: Partial<CallFilterValues>) => onChange({ ...values, ...patch });

  function choosePreset(preset: RangePreset) {
    set({ range: preset === 'custom' ? { ...values.range, preset } : presetRange(preset) });
  }

  function searchPhone(event: FormEvent) {
    event.preventDefault();
    const phone = typedPhone.trim() ? phoneQuery(typedPhone) : '';
    if (typedPhone.trim() && !phone) {
      setPhoneError('Enter a whole phone number, such as +1 415 555 0199');
      return;
    }
    setPhoneError(null);
    set({ phone });
  }

  const campaignOptions: SelectOption[] = [
    { value: '', label: 'All campaigns' },
    ...campaigns.map((c) => ({ value: String(c.id), label: c.status === 'archived' ? `${c.name} (archived)` : c.name })),
  ];
  const outcomeOptions: SelectOption[] = [
    { value: '', label: 'Any outcome' },
    { value: 'none', label: 'No disposition yet' },
    ...dispositions.map((d) => ({ value: d.code, label: `${d.emoji ? `${d.emoji} ` : ''}${d.label}${d.active ? '' : ' (archived)'}` })),
  ];

  return (
    <div className="space-y-4" role="search" aria-label="Filter calls">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField
          id="calls-range"
          label="Date range"
          value={values.range.preset}
          options={RANGE_PRESETS}
          onChange={(event) => choosePreset(event.target.value as RangePreset)}
        />
        <SelectField
          id="calls-campaign"
          label="Campaign"
          value={values.campaignId}
          options={campaignOptions}
          onChange={(event) => set({ campaignId: event.target.value })}
        />
        {agents && (
          <SelectField
            id="calls-agent"
            label="Agent"
            value={values.agentId}
            options={[{ value: '', label: 'All agents' }, ...agents.map((a) => ({ value: String(a.id), label: a.name || a.email }))]}
            onChange={(event) => set({ agentId: event.target.value })}
          />
        )}
        <SelectField
          id="calls-outcome"
          label="Outcome"
          value={values.outcome}
          options={outcomeOptions}
          onChange={(event) => set({ outcome: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {values.range.preset === 'custom' && (
          <RangeDayFields idPrefix="calls" range={values.range} onChange={(range) => set({ range })} />
        )}
        <form className="flex min-w-0 flex-1 flex-wrap items-end gap-2" onSubmit={searchPhone} noValidate>
          <div className="min-w-56 flex-1 space-y-1.5 sm:max-w-xs">
            <Label htmlFor="calls-phone">Phone number</Label>
            <Input
              id="calls-phone"
              type="search"
              inputMode="tel"
              placeholder="+1 415 555 0199"
              value={typedPhone}
              invalid={Boolean(phoneError)}
              aria-describedby={phoneError ? 'calls-phone-error' : undefined}
              onChange={(event) => setTypedPhone(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
          {values.phone && (
            <Button
              variant="ghost"
              onClick={() => {
                setTypedPhone('');
                setPhoneError(null);
                set({ phone: '' });
              }}
            >
              <X className="size-4" aria-hidden="true" />
              Clear
            </Button>
          )}
          {phoneError && (
            <p id="calls-phone-error" className="basis-full text-sm text-red-700">
              {phoneError}
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
