// A campaign as GET /campaigns answers it, and the words its settings are shown with: shared by the campaigns
// screen and every screen that picks or names a campaign.
import type { DayHours } from '../../components/week-hours/day-hours';
import type { LeadStatus } from '../leads/types';

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'archived';
export type DialMode = 'preview' | 'progressive' | 'power';
export type LeadOrder = 'oldest_first' | 'newest_first' | 'fewest_attempts' | 'random';

/** A disposition given on the campaign's calls enrolls the lead in this cadence. */
export interface DispositionCadence {
  dispositionId: number;
  cadenceId: number;
}

/** The settings a campaign dials with (GET /campaigns). */
export interface CampaignSettings {
  dialMode: DialMode;
  linesPerAgent: number;
  dialStatuses: LeadStatus[];
  leadOrder: LeadOrder;
  maxAttempts: number;
  maxAttemptsPer24h: number;
  retryMinutes: { noAnswer: number; busy: number; voicemail: number };
  wrapUpSeconds: number;
  /** The hopper's level follows the agents at work (docs/dialer.md, "The hopper"); false: hopperLevel. */
  hopperLevelAuto: boolean;
  hopperLevel: number;
  callerId: string;
  localPresence: boolean;
  machineDetection: boolean;
  recordCalls: boolean;
  script: string;
  /** Hours of its own in the lead's time, inside the organization's window; null: the organization's window. */
  callingHours: DayHours[] | null;
  dispositionCadences: DispositionCadence[];
}

export interface Campaign extends CampaignSettings {
  id: number;
  name: string;
  status: CampaignStatus;
  listIds: number[];
  agentIds: number[];
  missingForActivation: { field: string; message: string }[];
  createdAt: string;
  updatedAt: string;
}

export type CampaignPayload = Partial<CampaignSettings> & { name?: string; listIds?: number[]; agentIds?: number[] };

export const STATUS_TEXT: Record<CampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};

export const DIAL_MODE_TEXT: Record<DialMode, string> = {
  preview: 'Preview',
  progressive: 'Progressive',
  power: 'Power',
};

export const LEAD_ORDER_TEXT: Record<LeadOrder, string> = {
  oldest_first: 'Oldest first',
  newest_first: 'Newest first',
  fewest_attempts: 'Fewest attempts first',
  random: 'Random',
};
