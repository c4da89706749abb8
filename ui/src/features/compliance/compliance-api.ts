import { api } from '../../lib/api-client';
import { downloadFile, type FileDownload } from '../../lib/file-transfer';
import type { ComplianceReport, ExportFormat } from './types';

export function fetchCompliance(campaignId: number, signal?: AbortSignal): Promise<ComplianceReport> {
  return api.get<ComplianceReport>(`/campaigns/${campaignId}/compliance`, signal);
}

/** Every call the campaign placed with what was checked when it was placed; the bearer token rules out a link. */
export function exportCompliance(campaignId: number, format: ExportFormat): Promise<FileDownload> {
  return downloadFile(
    `/api/v1/campaigns/${campaignId}/compliance/export?format=${format}`,
    `compliance-campaign-${campaignId}.${format}`,
  );
}
