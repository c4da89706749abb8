import { api } from '../../lib/api-client';
import type { Call, CallAudio, CallPage, VoiceToken } from './types';

/**
 * One page of GET /calls, newest first; `params` is the API's query (from, to, campaignId, agentId, outcome, phone,
 * leadId, after, limit).
 */
export function fetchCalls(params: URLSearchParams, signal?: AbortSignal): Promise<CallPage> {
  return api.get<CallPage>(`/calls?${params}`, signal);
}

/** A lead's calls, newest first. */
export function fetchLeadCalls(leadId: number, limit: number, signal?: AbortSignal): Promise<CallPage> {
  return fetchCalls(new URLSearchParams({ leadId: String(leadId), limit: String(limit) }), signal);
}

export function placeCall(campaignId: number, leadId: number, audio: CallAudio): Promise<Call> {
  return api.post<Call>('/calls', { campaignId, leadId, audio });
}

export function disposeCall(id: number, code: string, notes: string): Promise<Call> {
  return api.post<Call>(`/calls/${id}/disposition`, { code, notes });
}

/** Puts the lead of a call the dialer connected on hold (Twilio's music) or takes it off. */
export function holdCall(id: number, hold: boolean): Promise<Call> {
  return api.post<Call>(`/calls/${id}/hold`, { hold });
}

export function hangUpCall(id: number): Promise<Call> {
  return api.post<Call>(`/calls/${id}/hangup`);
}

export function fetchVoiceToken(): Promise<VoiceToken> {
  return api.post<VoiceToken>('/telephony/voice-token');
}
