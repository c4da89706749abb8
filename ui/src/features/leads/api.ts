import { fetchLeads } from '../../entities/leads/api';
import type { LeadCallingTime, Lead, LeadList, LeadsPage } from '../../entities/leads/types';
import { api } from '../../lib/api-client';
import { downloadFile, postFile, uploadFile, type FileDownload, type FileUpload } from '../../lib/file-transfer';
import type { Delimiter, Encoding } from './csv';
import type {
  ImportRowOutcome,
  ImportTemplate,
  LeadActivityPage,
  DuplicateMode,
  ImportField,
  ImportResult,
  LeadPayload,
  LeadQuery,
  LeadSort,
  LeadBulkJob,
  BulkRequest,
  LeadStats,
} from './types';

// 20 leads a page unless the user picks 50 or 100 (the server's limit is 100).
export const PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** search, status and listId as the list, the export and the stats-free filters share them. */
export function filterParams(query: LeadQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.list !== 'all') params.set('listId', query.list === 'none' ? '0' : String(query.list));
  return params;
}

export const NEWEST_FIRST: LeadSort = { key: 'created', order: 'desc' };

export function fetchLeadsPage(
  query: LeadQuery,
  page: number,
  signal?: AbortSignal,
  pageSize: PageSize = PAGE_SIZE,
  sort: LeadSort = NEWEST_FIRST,
): Promise<LeadsPage> {
  const params = filterParams(query);
  params.set('page', String(page));
  params.set('limit', String(pageSize));
  if (sort.key !== NEWEST_FIRST.key || sort.order !== NEWEST_FIRST.order) {
    params.set('sort', sort.key);
    params.set('order', sort.order);
  }
  return fetchLeads(params, signal);
}

/** The current filter as a bulk action's selection ("every lead this filter selects"). */
export function bulkFilter(query: LeadQuery): NonNullable<BulkRequest['filter']> {
  const filter: NonNullable<BulkRequest['filter']> = {};
  const search = query.search.trim();
  if (search) filter.search = search;
  if (query.status !== 'all') filter.status = query.status;
  if (query.list !== 'all') filter.listId = query.list === 'none' ? 0 : query.list;
  return filter;
}

export function startBulkAction(request: BulkRequest): Promise<LeadBulkJob> {
  return api.post<LeadBulkJob>('/leads/bulk', request);
}

export function fetchBulkJob(id: number): Promise<LeadBulkJob> {
  return api.get<LeadBulkJob>(`/leads/bulk/${id}`);
}

export async function fetchRecentBulkJobs(): Promise<LeadBulkJob[]> {
  return (await api.get<{ jobs: LeadBulkJob[] }>('/leads/bulk')).jobs;
}

export function fetchLeadStats(signal?: AbortSignal): Promise<LeadStats> {
  return api.get<LeadStats>('/leads/stats', signal);
}

export function createLead(payload: LeadPayload): Promise<Lead> {
  return api.post<Lead>('/leads', payload);
}

export function updateLead(id: number, payload: LeadPayload): Promise<Lead> {
  return api.put<Lead>(`/leads/${id}`, payload);
}

export function fetchCallingTime(id: number, signal?: AbortSignal): Promise<LeadCallingTime> {
  return api.get<LeadCallingTime>(`/leads/${id}/calling-time`, signal);
}

export function fetchImportTemplates(): Promise<ImportTemplate[]> {
  return api.get<ImportTemplate[]>('/leads/import/templates');
}

/** Saves the mapping for this header (replacing one saved for the same header). */
export function saveImportTemplate(name: string, header: readonly string[], mapping: readonly ImportField[]) {
  return api.post<ImportTemplate>('/leads/import/templates', { name, header, mapping });
}

/** The key a template is found by: the header cells trimmed and lower-cased (ASCII only, as the server does). */
export function headerKey(header: readonly string[]): string {
  return header.map((cell) => cell.trim().replace(/[A-Z]/g, (c) => c.toLowerCase())).join('\u001f');
}

/** What importing these rows would do, row by row (nothing is written). */
export async function previewImportRows(rows: readonly Record<string, string>[]): Promise<ImportRowOutcome[]> {
  return (await api.post<{ rows: ImportRowOutcome[] }>('/leads/import/preview', { rows })).rows;
}

/** A page of the lead's history, newest first; `before` (an entry id) asks for older ones. */
export function fetchLeadActivity(id: number, before: number | null, signal?: AbortSignal): Promise<LeadActivityPage> {
  const query = before === null ? '' : `?before=${before}`;
  return api.get<LeadActivityPage>(`/leads/${id}/activity${query}`, signal);
}

export function deleteLead(id: number): Promise<void> {
  return api.delete<void>(`/leads/${id}`);
}

export function createList(name: string): Promise<LeadList> {
  return api.post<LeadList>('/lists', { name });
}

export function renameList(id: number, name: string): Promise<LeadList> {
  return api.put<LeadList>(`/lists/${id}`, { name });
}

/** What happens to a list's leads when it goes: moved to another list (0 = no list), or deleted with it. */
export type ListLeadsFate = { moveTo: number } | { deleteLeads: true } | null;

export function deleteList(id: number, fate: ListLeadsFate): Promise<void> {
  let query = '';
  if (fate && 'moveTo' in fate) query = `?moveTo=${fate.moveTo}`;
  else if (fate) query = '?deleteLeads=true';
  return api.delete<void>(`/lists/${id}${query}`);
}

// The import and the export are not JSON calls: they go through lib/file-transfer.ts.
export interface ImportOptions {
  /** The list every imported lead goes to (a "list" column still wins); null for none. */
  listId: number | null;
  duplicates: DuplicateMode;
  /** The cadence every lead the file imports or updates is enrolled in; null for none. */
  cadenceId: number | null;
  /** One entry per column of the file. */
  mapping: readonly ImportField[];
  /** A CSV file: how the fields are separated and how the bytes are read ('auto': the server tells), as the
   * preview showed them. An Excel workbook: the sheet to import. */
  text: { delimiter: Delimiter; encoding: Encoding | 'auto' } | { sheet: string };
}

/** An Excel workbook's sheets, and the header and first rows of one (POST /leads/import/sheet-preview). */
export interface SheetPreview {
  sheets: string[];
  sheet: string;
  header: string[];
  rows: string[][];
}

export function fetchSheetPreview(file: Blob, sheet: string | null): Promise<SheetPreview> {
  const query = sheet === null ? '' : `?${new URLSearchParams({ sheet })}`;
  return postFile<SheetPreview>(`/api/v1/leads/import/sheet-preview${query}`, file, 'application/octet-stream');
}

export type ImportUpload = FileUpload<ImportResult>;

/**
 * Sends the file as the request body. The server imports rows as they arrive, so upload progress is import
 * progress; `onProgress` gets the bytes sent so far and the file size.
 */
export function uploadLeadsCsv(
  file: Blob,
  options: ImportOptions,
  onProgress: (sent: number, total: number) => void,
): ImportUpload {
  const params = new URLSearchParams({ duplicates: options.duplicates, mapping: options.mapping.join(',') });
  if ('sheet' in options.text) {
    params.set('format', 'xlsx');
    params.set('sheet', options.text.sheet);
  } else {
    params.set('delimiter', options.text.delimiter);
    params.set('encoding', options.text.encoding);
  }
  if (options.listId !== null) params.set('listId', String(options.listId));
  if (options.cadenceId !== null) params.set('cadenceId', String(options.cadenceId));
  return uploadFile<ImportResult>(
    `/api/v1/leads/import?${params}`,
    file,
    'sheet' in options.text ? 'application/octet-stream' : 'text/csv',
    onProgress,
  );
}

export type CsvDownload = FileDownload;

/** GET /leads/export for the filter, or for the chosen leads. */
export function exportLeadsCsv(query: LeadQuery, ids?: readonly number[]): Promise<CsvDownload> {
  const params = ids ? new URLSearchParams({ ids: ids.join(',') }) : filterParams(query);
  return downloadFile(`/api/v1/leads/export?${params}`, 'leads.csv');
}
