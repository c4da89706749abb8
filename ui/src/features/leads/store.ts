import { create } from 'zustand';
import { fetchLists } from '../../entities/leads/api';
import type { Lead, LeadList, Pagination } from '../../entities/leads/types';
import { ApiError } from '../../lib/api-client';
import * as leadsApi from './api';
import type { PageSize } from './api';
import type { BulkRequest, LeadBulkJob, LeadPayload, LeadQuery, LeadSort, LeadSortKey, LeadStats } from './types';

// The sentences users see, word for word.
export const FETCH_FAILED = 'Failed to fetch leads. Please try again.';
export const SAVE_FAILED = 'Failed to save lead. Please try again.';
export const DELETE_FAILED = 'Failed to delete lead. Please try again.';

export const ALL_LEADS: LeadQuery = { search: '', status: 'all', list: 'all' };

interface LeadsState {
  query: LeadQuery;
  page: number;
  /** Leads a page: 20, 50 or 100, remembered in this browser. */
  pageSize: PageSize;
  /** The table's order, remembered in this browser. */
  sort: LeadSort;
  leads: Lead[];
  pagination: Pagination | null;
  /** A request for the table is on its way (the first load, a new page or filter; not the 30-second refresh). */
  loading: boolean;
  /** The banner on the page. */
  error: string | null;
  /** The last load of the list failed: the table says so rather than inviting to add a first lead. */
  loadFailed: boolean;
  /** null until the first answer; a failed load keeps the last numbers and is only logged. */
  stats: LeadStats | null;
  lists: LeadList[];
  /** Ticked rows (kept across pages; a new filter clears them). */
  selected: number[];
  /** "All N leads this filter selects" rather than the ticked rows. */
  allMatching: boolean;
  /** The bulk action running now, as last read. */
  bulkJob: LeadBulkJob | null;

  /** A new search or filter: back to page 1. */
  setQuery: (change: Partial<LeadQuery>) => void;
  setPage: (page: number) => void;
  /** Another page size: back to page 1. */
  setPageSize: (pageSize: PageSize) => void;
  /** Another order: back to page 1. */
  setSort: (sort: LeadSort) => void;
  /** The table, the summary cards and the lists; `quiet` leaves the table as it is while it loads. */
  refresh: (quiet?: boolean) => Promise<void>;
  loadLeads: (quiet?: boolean) => Promise<void>;
  loadStats: () => Promise<void>;
  loadLists: () => Promise<void>;
  /** Creates (id null) or updates a lead, then reloads; throws what the server said so the dialog can show it. */
  saveLead: (id: number | null, payload: LeadPayload) => Promise<Lead>;
  /** Deletes and reloads; a failure becomes the page's banner and resolves false. */
  removeLead: (id: number) => Promise<boolean>;
  toggleLead: (id: number) => void;
  /** Ticks every row of the page, or unticks them when all are ticked. */
  togglePage: () => void;
  selectAllMatching: () => void;
  clearSelection: () => void;
  /** Runs a bulk action on the selection and follows it to its end; resolves with the ended job. Throws what the
   * server refused. */
  runBulk: (action: Omit<BulkRequest, 'ids' | 'filter'>) => Promise<LeadBulkJob>;
  /** Follows a bulk action started before this page was opened (another tab, or before a reload). */
  resumeBulk: () => Promise<void>;
  showError: (message: string) => void;
  dismissError: () => void;
  /** Forgets everything (leaving the screen), so the next visit, maybe by another user, starts clean. */
  reset: () => void;
}

const INITIAL = {
  query: ALL_LEADS,
  page: 1,
  leads: [] as Lead[],
  pagination: null,
  loading: true,
  loadFailed: false,
  error: null,
  stats: null,
  lists: [] as LeadList[],
  selected: [] as number[],
  allMatching: false,
  bulkJob: null,
};

const BULK_POLL_MS = 400;

function ended(job: LeadBulkJob): boolean {
  return job.state === 'finished' || job.state === 'failed';
}

// The order of the last page that loaded, to go back to when another is refused.
let lastWorkingSort: LeadSort = leadsApi.NEWEST_FIRST;

// Bumped when the screen is left, so a follow-up loop of the previous visit stops.
let bulkGeneration = 0;

// Only the newest request for the table may write its answer: a slow page 1 must not land after page 2.
let leadsRequest: AbortController | null = null;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const PAGE_SIZE_KEY = 'leadsPageSize';
const SORT_KEY = 'leadsSort';
const SORT_KEYS: readonly LeadSortKey[] = ['created', 'name', 'company', 'status', 'updated'];

function savedSort(): LeadSort {
  try {
    const [key = '', order] = (localStorage.getItem(SORT_KEY) ?? '').split(' ');
    if ((SORT_KEYS as readonly string[]).includes(key) && (order === 'asc' || order === 'desc')) {
      return { key: key as LeadSortKey, order };
    }
  } catch {
    // Storage unavailable: the default order.
  }
  return leadsApi.NEWEST_FIRST;
}

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

function savedPageSize(): PageSize {
  try {
    const saved = Number(localStorage.getItem(PAGE_SIZE_KEY));
    return (leadsApi.PAGE_SIZES as readonly number[]).includes(saved) ? (saved as PageSize) : leadsApi.PAGE_SIZE;
  } catch {
    return leadsApi.PAGE_SIZE;
  }
}

export const useLeadsStore = create<LeadsState>()((set, get) => ({
  ...INITIAL,
  pageSize: savedPageSize(),
  sort: savedSort(),

  setQuery: (change) => {
    set((state) => ({ query: { ...state.query, ...change }, page: 1, selected: [], allMatching: false }));
    void get().loadLeads();
  },

  setPage: (page) => {
    set({ page });
    void get().loadLeads();
  },

  setPageSize: (pageSize) => {
    set({ pageSize, page: 1 });
    remember(PAGE_SIZE_KEY, String(pageSize));
    void get().loadLeads();
  },

  setSort: (sort) => {
    set({ sort, page: 1 });
    remember(SORT_KEY, `${sort.key} ${sort.order}`);
    void get().loadLeads();
  },

  refresh: async (quiet = false) => {
    await Promise.all([get().loadLeads(quiet), get().loadStats(), get().loadLists()]);
  },

  loadLeads: async (quiet = false) => {
    leadsRequest?.abort();
    const request = new AbortController();
    leadsRequest = request;
    if (!quiet) set({ loading: true });
    const { query, page, sort } = get();
    try {
      const answer = await leadsApi.fetchLeadsPage(query, page, request.signal, get().pageSize, sort);
      if (leadsRequest !== request) return;
      // The last page emptied (a delete, or leads gone elsewhere): show the new last page instead.
      const { pages } = answer.pagination;
      if (answer.leads.length === 0 && page > 1 && pages >= 1 && page > pages) {
        set({ page: pages });
        await get().loadLeads(quiet);
        return;
      }
      set({ leads: answer.leads, pagination: answer.pagination, loading: false, loadFailed: false });
      lastWorkingSort = sort;
    } catch (error) {
      if (isAbort(error) || leadsRequest !== request) return;
      // Too many leads to sort by name or company: say why, and keep the order that worked.
      if (error instanceof ApiError && error.code === 'sort_too_large') {
        set({ sort: lastWorkingSort, loading: false, error: error.serverMessage ?? FETCH_FAILED });
        remember(SORT_KEY, `${lastWorkingSort.key} ${lastWorkingSort.order}`);
        leadsRequest = null;
        await get().loadLeads(quiet);
        return;
      }
      console.warn('Loading leads failed', error);
      // The list is emptied. A background refresh that fails again while the table already says it could not
      // load does not raise the banner again: the user dismissed it once, and Refresh still says so.
      const failingAgain = quiet && get().loadFailed;
      set({ leads: [], pagination: null, loading: false, loadFailed: true, ...(failingAgain ? {} : { error: FETCH_FAILED }) });
    } finally {
      if (leadsRequest === request) leadsRequest = null;
    }
  },

  loadStats: async () => {
    try {
      set({ stats: await leadsApi.fetchLeadStats() });
    } catch (error) {
      // Stats failures are only logged.
      console.warn('Loading lead stats failed', error);
    }
  },

  loadLists: async () => {
    try {
      const lists = await fetchLists();
      set({ lists });
      // The list being filtered on was deleted: show every lead again rather than an empty table.
      const { list } = get().query;
      if (typeof list === 'number' && !lists.some((candidate) => candidate.id === list)) {
        get().setQuery({ list: 'all' });
      }
    } catch (error) {
      // The filter keeps the lists it had; the table's own failure is what the user is told about.
      console.warn('Loading lead lists failed', error);
    }
  },

  saveLead: async (id, payload) => {
    const lead = id === null ? await leadsApi.createLead(payload) : await leadsApi.updateLead(id, payload);
    // A new lead is the newest, so it is at the top of page 1.
    if (id === null) set({ page: 1 });
    void get().refresh(true);
    return lead;
  },

  removeLead: async (id) => {
    try {
      await leadsApi.deleteLead(id);
    } catch (error) {
      console.warn('Deleting the lead failed', error);
      set({ error: DELETE_FAILED });
      return false;
    }
    void get().refresh(true);
    return true;
  },

  toggleLead: (id) =>
    set((state) => ({
      allMatching: false,
      selected: state.selected.includes(id) ? state.selected.filter((other) => other !== id) : [...state.selected, id],
    })),

  togglePage: () =>
    set((state) => {
      const pageIds = state.leads.map((lead) => lead.id);
      const all = pageIds.length > 0 && pageIds.every((id) => state.selected.includes(id));
      return {
        allMatching: false,
        selected: all
          ? state.selected.filter((id) => !pageIds.includes(id))
          : [...state.selected, ...pageIds.filter((id) => !state.selected.includes(id))],
      };
    }),

  selectAllMatching: () => set({ allMatching: true }),
  clearSelection: () => set({ selected: [], allMatching: false }),

  runBulk: async (action) => {
    const { allMatching, selected, query } = get();
    const request: BulkRequest = allMatching
      ? { ...action, filter: leadsApi.bulkFilter(query) }
      : { ...action, ids: [...selected] };
    const job = await leadsApi.startBulkAction(request);
    set({ bulkJob: job, selected: [], allMatching: false });
    return followBulk(job);
  },

  resumeBulk: async () => {
    try {
      const running = (await leadsApi.fetchRecentBulkJobs()).find((job) => !ended(job));
      if (running && !get().bulkJob) {
        set({ bulkJob: running });
        await followBulk(running);
      }
    } catch (error) {
      console.warn('Reading the bulk actions failed', error);
    }
  },

  showError: (message) => set({ error: message }),
  dismissError: () => set({ error: null }),

  reset: () => {
    leadsRequest?.abort();
    leadsRequest = null;
    bulkGeneration += 1;
    set(INITIAL);
  },
}));

/** Reads the job until it ends (the table refreshing as it goes), then refreshes everything once more. */
async function followBulk(job: LeadBulkJob): Promise<LeadBulkJob> {
  const generation = bulkGeneration;
  let current = job;
  while (!ended(current)) {
    await new Promise((resolve) => setTimeout(resolve, BULK_POLL_MS));
    if (generation !== bulkGeneration) return current;
    try {
      current = await leadsApi.fetchBulkJob(job.id);
    } catch (error) {
      // A moment without the server: keep following.
      console.warn('Reading the bulk action failed', error);
      continue;
    }
    useLeadsStore.setState({ bulkJob: current });
  }
  useLeadsStore.setState({ bulkJob: null });
  void useLeadsStore.getState().refresh(true);
  return current;
}
