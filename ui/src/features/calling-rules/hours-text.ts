import type { DayHours } from '../../components/week-hours/day-hours';

const SHORT: Record<string, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

function hoursOf(day: DayHours): string {
  return day.opens && day.closes ? `${day.opens}–${day.closes}` : 'no calls';
}

/** "Mon–Sat 08:00–20:00, Sun no calls": consecutive days with the same hours joined. */
export function weekText(days: readonly DayHours[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= days.length; i += 1) {
    if (i < days.length && hoursOf(days[i]!) === hoursOf(days[start]!)) continue;
    const first = SHORT[days[start]!.day] ?? days[start]!.day;
    const last = SHORT[days[i - 1]!.day] ?? days[i - 1]!.day;
    const span = start === i - 1 ? first : `${first}–${last}`;
    parts.push(`${span} ${hoursOf(days[start]!)}`);
    start = i;
  }
  return parts.join(', ');
}
