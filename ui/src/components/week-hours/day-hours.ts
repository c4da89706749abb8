// A week's calling hours as the API carries them (the organization's, a state's, a campaign's own).

/** One weekday's hours (GET /settings/calling); null hours: nobody is called that day. */
export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}
