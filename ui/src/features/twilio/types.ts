/** The organization's Twilio account (GET /telephony); the secrets come as masks. */
export interface TelephonyAccount {
  accountSid: string;
  authToken: string;
  hasAuthToken: boolean;
  apiKeySid: string;
  apiKeySecret: string;
  hasApiKeySecret: boolean;
  twimlAppSid: string;
  status: 'connected' | 'disconnected' | 'error';
  accountName: string;
  accountType: string;
  lastError: string | null;
  lastTestedAt: string | null;
  updatedAt: string | null;
  /** Twilio replies to STOP, HELP and START itself; the server records them and does not reply. */
  twilioAnswersKeywords: boolean;
  callbacks: { voiceUrl: string; statusCallbackUrl: string; messagingUrl: string; warning: string | null };
  /** The status card's figures; "today" starts at the todayFrom the request gave (the browser's midnight). */
  figures?: TelephonyFigures;
}

export interface TelephonyFigures {
  numbers: number;
  callsToday: number;
  lastCallbackAt: string | null;
}

export interface TelephonyPayload {
  accountSid: string;
  authToken?: string;
  apiKeySid: string;
  apiKeySecret?: string;
  twimlAppSid: string;
  twilioAnswersKeywords: boolean;
}

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
