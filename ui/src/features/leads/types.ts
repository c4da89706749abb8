// The leads screen's own shapes of /api/v1/leads (stats, filters, bulk actions, the CSV import); the lead itself is
// entities/leads.
import type { LeadActivityEntry, LeadStatus } from '../../entities/leads/types';

export interface LeadStats {
  total: number;
  byStatus: Record<LeadStatus, number>;
}

/** The body of POST /leads and PUT /leads/{id}. */
export interface LeadPayload {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  status: LeadStatus;
  notes: string;
  state: string;
  postalCode: string;
  timezone: string;
  listId: number | null;
}

/** The list filter: every lead, leads in no list, or one list. */
export type ListFilter = 'all' | 'none' | number;

/** The orders the leads table offers (the API's `sort`). */
export type LeadSortKey = 'created' | 'name' | 'company' | 'status' | 'updated';

export interface LeadSort {
  key: LeadSortKey;
  order: 'asc' | 'desc';
}

export interface LeadQuery {
  search: string;
  status: LeadStatus | 'all';
  list: ListFilter;
}

export interface ImportRowError {
  /** The record's number in the file; the header is 1. */
  row: number;
  message: string;
  /** The record's raw cells. */
  values: string[];
}

export interface ImportResult {
  imported: number;
  updated: number;
  skipped: number;
  /** Leads new to the cadence the import enrolled them in (0 without one). */
  enrolled: number;
  /** The first 1,000 rejected rows. */
  errors: ImportRowError[];
  /** Every rejected row, listed or not. */
  errorCount: number;
  /** How the server read the file: 'comma' | 'semicolon' | 'tab' | 'pipe', and its encoding. */
  delimiter: string;
  encoding: string;
}

/** What a CSV column becomes: a lead field, or '' to leave the column out. */
export type ImportField =
  | ''
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'status'
  | 'notes'
  | 'list'
  | 'state'
  | 'postalCode'
  | 'timezone'
  | 'smsConsent'
  | 'emailConsent';

export type DuplicateMode = 'skip' | 'update';

export interface LeadActivityPage {
  activity: LeadActivityEntry[];
  /** The `before` of the next (older) page; null on the last. */
  nextBefore: number | null;
}

/** What the import would do with one row of the preview (POST /leads/import/preview). */
export interface ImportRowOutcome {
  outcome: 'new' | 'duplicate' | 'invalid';
  message?: string;
  duplicateOf?: { id: number; name: string };
  dialablePhone: boolean;
  /** Its phone is on the organization's do-not-call list: imported, never called. */
  doNotCall: boolean;
}

/** A column mapping saved for a header row (GET /leads/import/templates). */
export interface ImportTemplate {
  id: number;
  name: string;
  /** The header cells trimmed and lower-cased (ASCII), joined by U+001F. */
  headerKey: string;
  mapping: ImportField[];
  updatedAt: string;
}

/** A bulk action on leads as /leads/bulk answers it. */
export type BulkAction = 'set_status' | 'move_to_list' | 'delete' | 'add_to_dnc' | 'enroll_in_cadence';

export interface LeadBulkJob {
  id: number;
  action: BulkAction;
  /** set_status: the new status. */
  status?: LeadStatus;
  /** move_to_list: the list, null for "no list". */
  listId?: number | null;
  /** enroll_in_cadence: the cadence. */
  cadenceId?: number;
  state: 'queued' | 'running' | 'finished' | 'failed';
  /** The leads selected, once counted. */
  total: number | null;
  processed: number;
  changed: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** What a bulk action does, and to which leads: the ticked rows, or every lead of the current filter. */
export interface BulkRequest {
  action: BulkAction;
  status?: LeadStatus;
  listId?: number | null;
  cadenceId?: number;
  ids?: number[];
  filter?: { search?: string; status?: LeadStatus; listId?: number };
}
