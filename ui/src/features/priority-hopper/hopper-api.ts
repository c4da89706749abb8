import { api } from '../../lib/api-client';

/** A lead waiting in a campaign's hopper (GET /campaigns/{id}/hopper). */
export interface HopperEntry {
  leadId: number;
  leadName: string;
  phone: string;
  state: string;
  timezone: string;
  priority: number;
  source: 'standard' | 'urgent' | 'callback' | 'webhook' | 'cadence' | 'recycle';
  addedAt: string;
  claimedBy: number | null;
  claimedAt: string | null;
}

/** How many leads the hopper is kept filled to now: automatic (agents at work × lines × 2, at least 20) or set. */
export interface HopperLevel {
  leads: number;
  automatic: boolean;
  agentsAtWork: number;
  linesPerAgent: number;
}

export interface Hopper {
  entries: HopperEntry[];
  level: HopperLevel;
}

export function fetchHopper(campaignId: number): Promise<Hopper> {
  return api.get<Hopper>(`/campaigns/${campaignId}/hopper`);
}

export function pushToHopper(campaignId: number, leadId: number, priority: number): Promise<HopperEntry> {
  return api.post<HopperEntry>(`/campaigns/${campaignId}/hopper`, { leadId, priority });
}

export function setHopperPriority(campaignId: number, leadId: number, priority: number): Promise<HopperEntry> {
  return api.put<HopperEntry>(`/campaigns/${campaignId}/hopper/${leadId}`, { priority });
}

export function removeFromHopper(campaignId: number, leadId: number): Promise<void> {
  return api.delete<void>(`/campaigns/${campaignId}/hopper/${leadId}`);
}

/** "Refill now": fills the hopper up to the campaign's level with leads that may be called now. */
export function refillHopper(campaignId: number): Promise<{ added: number; waiting: number }> {
  return api.post<{ added: number; waiting: number }>(`/campaigns/${campaignId}/hopper/refill`, {});
}

/** Removes the waiting leads (not those with an agent); returns how many. */
export async function emptyHopper(campaignId: number): Promise<number> {
  return (await api.delete<{ removed: number }>(`/campaigns/${campaignId}/hopper`)).removed;
}
