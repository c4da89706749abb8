/** Who did something: null for the system (a disposition, an SMS opt-out). */
export interface DncActor {
  id: number;
  name: string;
}

export type DncSource = 'manual' | 'api' | 'import' | 'disposition' | 'sms_opt_out' | 'key_press' | 'email_opt_out';

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

/** GET /dnc/numbers?phone=: the lists that hold a number now, and every removal. */
export interface DncNumberRecord {
  phone: string;
  onOrganizationList: boolean;
  lists: {
    campaignId: number | null;
    source: DncSource;
    note: string;
    fileName: string;
    addedBy: DncActor | null;
    addedAt: string;
    additionId: number;
  }[];
  removals: {
    campaignId: number | null;
    note: string;
    removedBy: DncActor | null;
    removedAt: string;
    additionId: number;
  }[];
}

export interface DncImportResult {
  additionId: number;
  added: number;
  alreadyListed: number;
  unreadable: number;
  unreadableRows: { row: number; text: string }[];
}
