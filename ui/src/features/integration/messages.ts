import { ApiError, NetworkError } from '../../lib/api-client';

// The sentences users see, word for word.
export const FETCH_FAILED = 'Failed to fetch integration data';
export const GHL_SAVED = 'GoHighLevel integration saved successfully';
export const GHL_SAVE_FAILED = 'Failed to save GoHighLevel integration';
export const GHL_TEST_OK = 'GoHighLevel connection test successful';
export const GHL_TEST_FAILED = 'GoHighLevel connection test failed';
export const GHL_SYNC_FAILED = 'GoHighLevel sync failed';
export const WEBHOOK_CREATED = 'Webhook created successfully';
export const WEBHOOK_CREATE_FAILED = 'Failed to create webhook';
export const WEBHOOK_UPDATED = 'Webhook updated successfully';
export const WEBHOOK_UPDATE_FAILED = 'Failed to update webhook';
export const WEBHOOK_DELETED = 'Webhook deleted successfully';
export const WEBHOOK_DELETE_FAILED = 'Failed to delete webhook';
export const URL_COPIED = 'Webhook URL copied to clipboard';
export const COPY_FAILED = 'Your browser did not allow copying. Select the URL and press Ctrl+C (⌘C on a Mac).';

/**
 * The failure sentence with the server's reason after it, when the server gave one. Some answers already
 * start with the sentence ("GoHighLevel connection test failed: …"); those are shown as they are.
 */
export function failureText(fallback: string, error: unknown): string {
  if (error instanceof NetworkError) return `${fallback}: the server could not be reached`;
  const reason = error instanceof ApiError ? error.serverMessage?.trim() : undefined;
  if (!reason) return fallback;
  if (reason.startsWith(fallback)) return reason;
  return `${fallback}: ${reason}`;
}
