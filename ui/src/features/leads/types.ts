// Shapes of /api/v1/leads, /api/v1/leads/stats, /api/v1/lists and the CSV import answer.

export const LEAD_STATUSES = ['new', 'contacted', 'interested', 'not_interested', 'callback'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface Lead {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The phone as the dialer dials it (E.164), or null when it is not a valid number. */
  phoneE164: string | null;
  /** Its phone is on the organization's do-not-call list. */
  doNotCall: boolean;
  company: string;
  status: LeadStatus;
  notes: string;
  /** State or region as given ("" when unknown). */
  state: string;
  postalCode: string;
  /** An IANA zone such as America/New_York, or "" to go by state, postal code or phone number. */
  timezone: string;
  listId: number | null;
  /** "" when the lead is in no list. */
  list_name: string;
  source: string;
  createdAt: string;
  updatedAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  /** The matches; a search stops counting at 10,000, and then this is 10,000 and `totalIsLowerBound` is true. */
  total: number;
  /** Pages of `total`: with a lower bound, the last page that can be reached, not the last page there is. */
  pages: number;
  totalIsLowerBound: boolean;
}

export interface LeadsPage {
  leads: Lead[];
  pagination: Pagination;
}

export interface LeadStats {
  total: number;
  byStatus: Record<LeadStatus, number>;
}

export interface LeadList {
  id: number;
  name: string;
  leadCount: number;
  createdAt: string;
  updatedAt: string;
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

/** One entry of a lead's history (GET /leads/{id}/activity). */
export interface LeadActivityEntry {
  id: number;
  at: string;
  kind: 'created' | 'updated';
  origin: 'api' | 'import' | 'webhook' | 'sync';
  user: { id: number; name: string } | null;
  /** Per field (name, firstName, …, status, list by name): the value before and after. */
  changes: Record<string, { from: string | number | null; to: string | number | null }>;
}

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

/** A cadence leads can be enrolled in from the bulk bar (GET /cadences, reduced). */
export interface CadenceChoice {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'archived';
}

/** A lead's own time now (GET /leads/{id}/calling-time). */
export interface LeadCallingTime {
  zones: string[];
  zoneSource: 'timezone' | 'state' | 'postal_code' | 'phone' | 'unknown';
  localTimes: Array<{ zone: string; localTime: string | null }>;
  /** The state whose own rule narrows the hours ("FL"), or null. */
  stateRule: string | null;
  /** Today's calling hours where the lead is; null when nobody is called there today. */
  window: { opens: string; closes: string } | null;
  insideWindow: boolean;
  /** When every zone is next inside the window (now, when inside); null when not within two weeks. */
  opensAt: string | null;
  unknownZone: boolean;
}
