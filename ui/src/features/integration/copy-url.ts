import { writeToClipboard } from '../../lib/clipboard';
import { COPY_FAILED, URL_COPIED } from './messages';
import { useIntegrationStore } from './store';

/** Copies a webhook address and says so in the toast. */
export async function copyWebhookUrl(url: string): Promise<void> {
  const copied = await writeToClipboard(url);
  useIntegrationStore.getState().notify(copied ? URL_COPIED : COPY_FAILED, copied ? 'success' : 'error');
}
