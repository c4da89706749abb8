/** One weekday's hours (GET /settings/calling); null hours: nobody is called that day. */
export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}

export interface StateRule {
  state: string;
  name: string;
  days: DayHours[];
  maxCallsPer24h: number | null;
}

export interface CallingRules {
  days: DayHours[];
  holidays: string[];
  states: StateRule[];
  updatedAt: string | null;
}

export interface PhoneSettings {
  defaultCountry: string;
  countries: string[];
}
