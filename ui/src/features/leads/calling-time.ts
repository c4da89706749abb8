import type { LeadCallingTime } from '../../entities/leads/types';

const SOURCES: Record<LeadCallingTime['zoneSource'], string> = {
  timezone: 'its time zone',
  state: 'its state',
  postal_code: 'its postal code',
  phone: 'its phone number',
  unknown: '',
};

function place(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** "14:05" from a lead-local "2026-11-25T14:05:00". */
function clock(local: string): string {
  return local.slice(11, 16);
}

/**
 * One line about a lead's own time for the lead dialog, e.g. "Now 07:30 in Honolulu (from its phone number) —
 * outside calling hours (08:00–21:00); calls from 08:00".
 */
export function describeCallingTime(time: LeadCallingTime): string {
  if (time.zones.length === 0) return 'Local time unknown: add a state, a postal code or a valid phone number.';
  const now = time.localTimes
    .map(({ zone, localTime }) => (localTime ? `${clock(localTime)} in ${place(zone)}` : `${place(zone)} unknown`))
    .join(', ');
  const rule = time.stateRule ? `, ${time.stateRule} rules` : '';
  const hours = time.window ? `${time.window.opens}–${time.window.closes}${rule}` : `no calls today${rule}`;
  const status = time.insideWindow
    ? `inside calling hours (${hours})`
    : `outside calling hours (${hours})${time.opensAt ? `; calls from ${opensAtText(time)}` : ''}`;
  return `Now ${now} (from ${SOURCES[time.zoneSource]}) — ${status}`;
}

// The opening on the lead's first zone's clock: "08:00", or "Mon 08:00" when it is not today there.
function opensAtText(time: LeadCallingTime): string {
  const zone = time.zones[0]!;
  const at = new Date(time.opensAt!);
  const local = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...options }).format(at);
  const hhmm = local({ hour: '2-digit', minute: '2-digit' });
  const today = time.localTimes[0]?.localTime?.slice(0, 10);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
  const when = day === today ? hhmm : `${local({ weekday: 'short' })} ${hhmm}`;
  // With several zones, say whose clock the time is on.
  return time.zones.length > 1 ? `${when} ${place(zone)} time` : when;
}
