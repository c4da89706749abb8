import { api } from '../../lib/api-client';
import type { AgentState, MyState, PauseReason } from './types';

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

export function sendHeartbeat(): Promise<void> {
  return api.post<void>('/me/heartbeat');
}

export async function fetchPauseReasons(signal?: AbortSignal): Promise<PauseReason[]> {
  return (await api.get<{ pauseReasons: PauseReason[] }>('/pause-reasons', signal)).pauseReasons;
}
