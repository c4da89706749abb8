import { writeToClipboard } from '../../lib/clipboard';
import { COPY_FAILED, URL_COPIED } from './messages';
import { useIntegrationStore } from './store';

/** Copies a webhook address and says so in the toast (spec §8: "Webhook URL copied to clipboard"). */
export async function copyWebhookUrl(url: string): Promise<void> {
  const copied = await writeToClipboard(url);
  useIntegrationStore.getState().notify(copied ? URL_COPIED : COPY_FAILED, copied ? 'success' : 'error');
}
