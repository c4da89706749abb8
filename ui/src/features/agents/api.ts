import type { Agent } from '../../entities/agents/types';
import type { Campaign } from '../../entities/campaigns/types';
import { api } from '../../lib/api-client';
import type { AgentFigures, AgentPayload, EmailHistoryEntry, PasswordResetAnswer, QueuedAnswer } from './types';

const AGENTS = '/mayor/agents';

export function createAgent(payload: AgentPayload): Promise<Agent> {
  return api.post<Agent>(AGENTS, payload);
}

export function updateAgent(id: number, payload: AgentPayload): Promise<Agent> {
  return api.put<Agent>(`${AGENTS}/${id}`, payload);
}

/** Deactivates: the agent can no longer sign in and is listed only with showInactive. */
export function deleteAgent(id: number): Promise<void> {
  return api.delete<void>(`${AGENTS}/${id}`);
}

export function reactivateAgent(id: number): Promise<Agent> {
  return api.put<Agent>(`${AGENTS}/${id}`, { active: true });
}

export function assignCampaigns(id: number, campaignIds: number[]): Promise<Agent> {
  return api.put<Agent>(`${AGENTS}/${id}/campaigns`, { campaignIds });
}

export function sendWelcomeEmail(id: number): Promise<QueuedAnswer> {
  return api.post<QueuedAnswer>(`${AGENTS}/${id}/send-welcome-email`);
}

export function resendWelcomeEmail(id: number): Promise<QueuedAnswer> {
  return api.post<QueuedAnswer>(`${AGENTS}/${id}/resend-welcome-email`);
}

export function sendPasswordReset(id: number): Promise<PasswordResetAnswer> {
  return api.post<PasswordResetAnswer>(`${AGENTS}/${id}/send-password-reset`);
}

export function fetchEmailHistory(id: number, signal?: AbortSignal): Promise<EmailHistoryEntry[]> {
  return api.get<EmailHistoryEntry[]>(`${AGENTS}/${id}/email-history`, signal);
}

export function createCampaign(name: string): Promise<Campaign> {
  return api.post<Campaign>('/campaigns', { name });
}

/** The signed-in user as the server knows them now (GET /auth/me). */
export function fetchViewer(signal?: AbortSignal): Promise<{ user: { id?: number; role?: string } }> {
  return api.get<{ user: { id?: number; role?: string } }>('/auth/me', signal);
}

/** The figures of every agent that called or worked between the two instants. */
export async function fetchAgentFigures(from: Date, to: Date, signal?: AbortSignal): Promise<AgentFigures[]> {
  const range = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return (await api.get<{ agents: AgentFigures[] }>(`/agents/metrics?${range}`, signal)).agents;
}
