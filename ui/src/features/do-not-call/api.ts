import type { DncNumberRecord } from '../../entities/do-not-call/types';
import { api } from '../../lib/api-client';
import { downloadFile, uploadFile, type FileDownload, type FileUpload } from '../../lib/file-transfer';
import type { DncAdditionsPage, DncImportResult, DncSummary } from './types';

export function fetchDncSummary(): Promise<DncSummary> {
  return api.get<DncSummary>('/dnc');
}

/** campaignId: undefined for every list, null for the organization's own, a number for a campaign's. */
export function fetchDncAdditions(campaignId: number | null | undefined, page: number): Promise<DncAdditionsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: '20' });
  if (campaignId === null) params.set('list', 'organization');
  else if (campaignId !== undefined) params.set('campaignId', String(campaignId));
  return api.get<DncAdditionsPage>(`/dnc/additions?${params}`);
}

export function lookupDncNumber(phone: string): Promise<DncNumberRecord> {
  return api.get<DncNumberRecord>(`/dnc/numbers?${new URLSearchParams({ phone })}`);
}

export function removeDncNumber(phone: string, campaignId: number | null, note: string): Promise<DncNumberRecord> {
  return api.post<DncNumberRecord>('/dnc/removals', { phone, campaignId, note });
}

/** The file as the request body: the server lists numbers as they arrive. */
export function uploadDncFile(
  file: File,
  campaignId: number | null,
  note: string,
  onProgress: (sent: number, total: number) => void,
): FileUpload<DncImportResult> {
  const params = new URLSearchParams({ fileName: file.name, note });
  if (campaignId !== null) params.set('campaignId', String(campaignId));
  return uploadFile<DncImportResult>(`/api/v1/dnc/import?${params}`, file, 'text/csv', onProgress);
}

export function exportDncList(campaignId: number | null): Promise<FileDownload> {
  const query = campaignId === null ? '' : `?campaignId=${campaignId}`;
  return downloadFile(`/api/v1/dnc/export${query}`, 'do-not-call.csv');
}
