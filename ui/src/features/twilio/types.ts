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
