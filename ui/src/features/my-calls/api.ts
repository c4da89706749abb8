import type { AgentMetrics, AgentState } from '../../entities/agents/types';
import type { Call } from '../../entities/calls/types';
import { api } from '../../lib/api-client';
import type { CallbackRequest, HeldLead, MyState, NextLeadAnswer, PauseReason, ScheduledCallback } from './types';

export function fetchMyState(signal?: AbortSignal): Promise<MyState> {
  return api.get<MyState>('/me/state', signal);
}

export function goReady(campaignId: number): Promise<AgentState> {
  return api.put<AgentState>('/me/state', { state: 'ready', campaignId });
}

export function pause(reason: string): Promise<AgentState> {
  return api.put<AgentState>('/me/state', { state: 'paused', reason });
}

export function goOffline(): Promise<AgentState> {
  return api.put<AgentState>('/me/state', { state: 'offline' });
}

/** Progressive and power with the phone as audio: Twilio rings the phone on the agent's profile into its conference. */
export async function ringMyPhone(): Promise<string> {
  return (await api.post<{ phone: string }>('/me/conference/phone')).phone;
}

export function sendHeartbeat(): Promise<void> {
  return api.post<void>('/me/heartbeat');
}

export async function fetchPauseReasons(signal?: AbortSignal): Promise<PauseReason[]> {
  return (await api.get<{ pauseReasons: PauseReason[] }>('/pause-reasons', signal)).pauseReasons;
}

export async function fetchHeldLead(signal?: AbortSignal): Promise<HeldLead | null> {
  return (await api.get<{ held: HeldLead | null }>('/me/lead', signal)).held;
}

/** Reserves the campaign's next callable lead (or answers the one already held). */
export function askNextLead(): Promise<NextLeadAnswer> {
  return api.post<NextLeadAnswer>('/me/next-lead');
}

export function skipLead(reason: string): Promise<void> {
  return api.post<void>('/me/skip', { reason });
}

export async function fetchMyCallbacks(signal?: AbortSignal): Promise<ScheduledCallback[]> {
  return (await api.get<{ callbacks: ScheduledCallback[] }>('/me/callbacks', signal)).callbacks;
}

/** A callback disposition and the callback it asks for, in one write. */
export function giveCallback(callId: number, code: string, notes: string, callback: CallbackRequest): Promise<Call> {
  return api.post<Call>(`/calls/${callId}/disposition`, { code, notes, callback });
}

/** The caller's figures between two instants (the screen sends its local midnight and now). */
export function fetchMyMetrics(from: Date, to: Date, signal?: AbortSignal): Promise<AgentMetrics> {
  const range = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return api.get<AgentMetrics>(`/me/metrics?${range.toString()}`, signal);
}

export type ConsentChannel = 'sms' | 'email';

/** What the lead agreed to on the agent's answered call, kept in its consent ledger. */
export function recordConsent(callId: number, channels: ConsentChannel[]): Promise<void> {
  return api.post<void>(`/calls/${callId}/consent`, { channels });
}
