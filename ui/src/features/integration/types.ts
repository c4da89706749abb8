// Shapes of /api/v1/integrations, /webhooks and /integration-logs.

export type ConnectionStatus = 'connected' | 'disconnected' | 'error';

/** The GoHighLevel settings as the server answers them: apiKey is a mask ("••••abcd") or "", never the key. */
export interface GhlConfig {
  apiKey: string;
  locationId: string;
  enabled: boolean;
  syncLeads: boolean;
  syncContacts: boolean;
  autoCreateCampaigns: boolean;
}

export interface GhlIntegration {
  type: 'gohighlevel';
  config: GhlConfig;
  status: ConnectionStatus;
  /** ISO time of the last successful sync, null before the first one. */
  lastSyncAt: string | null;
  lastError: string | null;
  hasApiKey: boolean;
}

/** POST /integrations/gohighlevel. Without apiKey the stored key is kept. */
export type GhlConfigPayload = Omit<GhlConfig, 'apiKey'> & { apiKey?: string };

/** POST /integrations/gohighlevel/test: the stored value stands in for each one left out. */
export interface GhlTestPayload {
  apiKey?: string;
  locationId?: string;
}

export interface GhlTestResult {
  ok: boolean;
  locationName: string;
}

export interface GhlSyncResult {
  created: number;
  updated: number;
  skipped: number;
  pages: number;
  lastSyncAt: string;
}

export interface Webhook {
  id: number;
  name: string;
  /** The Source URL the user typed: where the leads come from. */
  source: string;
  enabled: boolean;
  events: string[];
  hasSecret: boolean;
  /** Deliveries signed over the body alone, without a timestamp, are accepted too (older senders). */
  acceptUnstampedSignatures: boolean;
  /** The lead list its new leads join; null: none. */
  listId: number | null;
  listName: string | null;
  /** The cadence every lead it delivers is enrolled in; null: none. */
  cadenceId: number | null;
  cadenceName: string | null;
  /** This webhook's own inbound address, key included. */
  url: string;
  createdAt: string;
  lastReceivedAt: string | null;
}

/** POST /webhooks and PUT /webhooks/{id}. secret absent or "" keeps the current one on update. */
export interface WebhookPayload {
  name: string;
  url: string;
  enabled: boolean;
  secret?: string;
  removeSecret?: boolean;
  acceptUnstampedSignatures?: boolean;
  listId: number | null;
  cadenceId: number | null;
}

export type LogStatus = 'success' | 'error' | 'warning';

export interface IntegrationLog {
  id: number;
  timestamp: string;
  integration: string;
  action: string;
  /** success, error or warning; an unknown value is shown as it is. */
  status: string;
  message: string;
}
