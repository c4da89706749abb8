import { SelectField } from '../../components/ui/SelectField';
import { RangeDayFields } from '../../components/date-range/RangeDayFields';
import { presetRange, RANGE_PRESETS, type DateRange, type RangePreset } from '../../lib/date-range';

export interface OverviewRangePickerProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/** Today, yesterday, the last 7 or 30 days, or two chosen days. */
export function OverviewRangePicker({ range, onChange }: OverviewRangePickerProps) {
  function choose(preset: RangePreset) {
    onChange(preset === 'custom' ? { ...range, preset } : presetRange(preset));
  }
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Figures for">
      <SelectField
        id="overview-range"
        label="Date range"
        value={range.preset}
        options={RANGE_PRESETS}
        onChange={(event) => choose(event.target.value as RangePreset)}
      />
      {range.preset === 'custom' && <RangeDayFields idPrefix="overview" range={range} onChange={onChange} />}
    </div>
  );
}
