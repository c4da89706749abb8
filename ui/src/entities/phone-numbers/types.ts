// The organization's Twilio numbers as GET /phone-numbers answers them: the phone numbers screen shows them, a
// campaign takes its caller ID from them, a cadence its sender of texts.

/** One of the account's numbers (GET /phone-numbers), with the campaigns whose caller ID it is. */
export interface PhoneNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
  voice: boolean;
  sms: boolean;
  syncedAt: string;
  campaigns: { id: number; name: string }[];
  callsToday: number;
  /** 0..1; null without calls. */
  answerRateToday: number | null;
  callsWeek: number;
  answerRateWeek: number | null;
  /** Today's answer rate fell under half of the week's over enough calls: carriers may label it as spam. */
  possiblySpamLabelled: boolean;
}
