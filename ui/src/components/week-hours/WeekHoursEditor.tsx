import { Checkbox } from '../ui/Checkbox';
import { Input } from '../ui/Input';
import type { DayHours } from './day-hours';

export interface WeekHoursEditorProps {
  days: readonly DayHours[];
  onChange: (days: DayHours[]) => void;
  /** Keeps the checkboxes' ids unique when two editors are on screen (the page and a dialog). */
  idPrefix: string;
  /** The hours a day gets when it is ticked again. */
  defaultHours: { opens: string; closes: string };
  /** While the form saves. */
  disabled?: boolean;
}

const DAY_LABELS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Seven rows, Monday first: a tick for "calls this day" and the hours from / to. */
export function WeekHoursEditor({ days, onChange, idPrefix, defaultHours, disabled = false }: WeekHoursEditorProps) {
  const setDay = (index: number, day: DayHours) => onChange(days.map((d, i) => (i === index ? day : d)));
  return (
    <div className="space-y-2">
      {days.map((day, index) => {
        const label = DAY_LABELS[day.day] ?? day.day;
        const open = day.opens !== null && day.closes !== null;
        return (
          <div key={day.day} className="flex flex-wrap items-center gap-3" data-testid={`${idPrefix}-${day.day}`}>
            <Checkbox
              id={`${idPrefix}-calls-${day.day}`}
              className="w-36"
              checked={open}
              disabled={disabled}
              onChange={(event) =>
                setDay(index, event.target.checked ? { ...day, ...defaultHours } : { ...day, opens: null, closes: null })
              }
            >
              {label}
            </Checkbox>
            {open ? (
              <>
                <div className="w-36">
                  <Input
                    type="time"
                    aria-label={`${label} opens`}
                    disabled={disabled}
                    value={day.opens ?? ''}
                    onChange={(event) => setDay(index, { ...day, opens: event.target.value })}
                  />
                </div>
                <span className="text-sm text-slate-500">to</span>
                <div className="w-36">
                  <Input
                    type="time"
                    aria-label={`${label} closes`}
                    disabled={disabled}
                    value={day.closes ?? ''}
                    onChange={(event) => setDay(index, { ...day, closes: event.target.value })}
                  />
                </div>
              </>
            ) : (
              <span className="text-sm text-slate-500">No calls</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
