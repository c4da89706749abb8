import type { DncSource } from '../../entities/do-not-call/types';

export const SOURCE_LABELS: Record<DncSource, string> = {
  manual: 'Added by hand',
  api: 'API',
  import: 'Import',
  disposition: 'Disposition',
  sms_opt_out: 'SMS opt-out',
  key_press: 'Pressed 9 on a call',
  email_opt_out: 'E-mail unsubscribe',
};

/** "Organization list" or the campaign's name ("Campaign 7" when it is not known here). */
export function listName(campaignId: number | null, campaigns: ReadonlyMap<number, string>): string {
  if (campaignId === null) return 'Organization list';
  return `${campaigns.get(campaignId) ?? `Campaign ${campaignId}`} (campaign list)`;
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
