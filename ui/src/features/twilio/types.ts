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
  callbacks: { voiceUrl: string; statusCallbackUrl: string; warning: string | null };
}

export interface TelephonyPayload {
  accountSid: string;
  authToken?: string;
  apiKeySid: string;
  apiKeySecret?: string;
  twimlAppSid: string;
}
