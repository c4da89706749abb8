import type { LeadCallingTime } from '../../entities/leads/types';

/** What the agent reads of a lead's own time: its clock now, its zone, today's calling hours and whether inside. */
export interface LeadClock {
  /** "14:05", or null when the lead's zone is unknown. */
  time: string | null;
  /** The zone the time is on (the lead's first), e.g. America/New_York. */
  zone: string | null;
  /** "08:00–21:00", or "No calls today" (a closed day or a holiday). */
  hours: string;
  inside: boolean;
}

export function leadClock(calling: LeadCallingTime | null | undefined): LeadClock {
  const first = calling?.localTimes[0];
  const window = calling?.window;
  return {
    time: first?.localTime ? first.localTime.slice(11, 16) : null,
    zone: first?.zone ?? calling?.zones[0] ?? null,
    hours: window ? `${window.opens}–${window.closes}` : 'No calls today',
    inside: calling?.insideWindow ?? false,
  };
}
