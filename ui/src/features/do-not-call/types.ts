import type { DncActor, DncSource } from '../../entities/do-not-call/types';

/** GET /dnc: how many numbers each list holds (campaignId null: the organization's). */
export interface DncSummary {
  lists: { campaignId: number | null; numbers: number }[];
  numbers: number;
}

/** One addition: a number typed, a file imported (GET /dnc/additions). */
export interface DncAddition {
  id: number;
  campaignId: number | null;
  source: DncSource;
  note: string;
  fileName: string;
  addedBy: DncActor | null;
  addedAt: string;
  added: number;
  alreadyListed: number;
  unreadable: number;
}

export interface DncAdditionsPage {
  additions: DncAddition[];
  pagination: { page: number; pageSize: number; total: number };
}

export interface DncImportResult {
  additionId: number;
  added: number;
  alreadyListed: number;
  unreadable: number;
  unreadableRows: { row: number; text: string }[];
}
