import type { DateRange } from '../../lib/date-range';
import { Input, Label } from '../ui/Input';

export interface RangeDayFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/** A custom range's first and last day (both included), each bounded by the other. */
export function RangeDayFields({ idPrefix, range, onChange }: RangeDayFieldsProps) {
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-first-day`}>From</Label>
        <Input
          id={`${idPrefix}-first-day`}
          type="date"
          value={range.firstDay}
          max={range.lastDay || undefined}
          onChange={(event) => onChange({ ...range, firstDay: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-last-day`}>To</Label>
        <Input
          id={`${idPrefix}-last-day`}
          type="date"
          value={range.lastDay}
          min={range.firstDay || undefined}
          onChange={(event) => onChange({ ...range, lastDay: event.target.value })}
        />
      </div>
    </>
  );
}
