// A lead and the lists it sits in, as /api/v1/leads and /api/v1/lists answer them: shared by every screen that shows leads.

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

export interface LeadList {
  id: number;
  name: string;
  leadCount: number;
  createdAt: string;
  updatedAt: string;
}

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
