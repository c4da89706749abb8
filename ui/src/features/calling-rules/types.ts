import type { DayHours } from '../../components/week-hours/day-hours';

export interface StateRule {
  state: string;
  name: string;
  days: DayHours[];
  maxCallsPer24h: number | null;
}

export interface KnownState {
  state: string;
  name: string;
}

export interface CallingRules {
  days: DayHours[];
  holidays: string[];
  states: StateRule[];
  /** An opt-out on one channel stops every channel for the lead (on unless turned off). */
  optOutAllChannels: boolean;
  /** Every state a rule may name (the 50 states, DC and the territories). */
  knownStates: KnownState[];
  updatedAt: string | null;
}

export interface PhoneSettings {
  defaultCountry: string;
  countries: string[];
}
