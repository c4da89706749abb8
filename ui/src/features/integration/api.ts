import { api } from '../../lib/api-client';
import type {
  GhlConfigPayload,
  GhlIntegration,
  GhlSyncResult,
  GhlTestPayload,
  GhlTestResult,
  IntegrationLog,
  Webhook,
  WebhookPayload,
} from './types';

const GHL = '/integrations/gohighlevel';

/** A log page holds 50 entries; a full page means there may be more. */
export const LOG_PAGE_SIZE = 50;

/** The address senders POST leads to; each webhook's own URL adds its key. */
export function inboundWebhookUrl(): string {
  return `${window.location.origin}/api/v1/webhooks/leads`;
}

/** GET /integrations: the GoHighLevel entry, or null if the server has none. */
export async function fetchGoHighLevel(signal?: AbortSignal): Promise<GhlIntegration | null> {
  const integrations = await api.get<GhlIntegration[]>('/integrations', signal);
  return integrations.find((integration) => integration.type === 'gohighlevel') ?? null;
}

export function saveGoHighLevel(payload: GhlConfigPayload): Promise<GhlIntegration> {
  return api.post<GhlIntegration>(GHL, payload);
}

export function testGoHighLevel(payload: GhlTestPayload): Promise<GhlTestResult> {
  return api.post<GhlTestResult>(`${GHL}/test`, payload);
}

export function syncGoHighLevel(): Promise<GhlSyncResult> {
  return api.post<GhlSyncResult>(`${GHL}/sync`);
}

export function fetchWebhooks(signal?: AbortSignal): Promise<Webhook[]> {
  return api.get<Webhook[]>('/webhooks', signal);
}

export function createWebhook(payload: WebhookPayload): Promise<Webhook> {
  return api.post<Webhook>('/webhooks', payload);
}

export function updateWebhook(id: number, payload: WebhookPayload): Promise<Webhook> {
  return api.put<Webhook>(`/webhooks/${id}`, payload);
}

export function deleteWebhook(id: number): Promise<void> {
  return api.delete<void>(`/webhooks/${id}`);
}

/** Newest first; `before` (an entry's id) asks for the entries older than it. */
export function fetchIntegrationLogs(before?: number, signal?: AbortSignal): Promise<IntegrationLog[]> {
  const params = new URLSearchParams({ limit: String(LOG_PAGE_SIZE) });
  if (before !== undefined) params.set('before', String(before));
  return api.get<IntegrationLog[]>(`/integration-logs?${params}`, signal);
}
