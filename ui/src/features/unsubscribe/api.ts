import { api } from '../../lib/api-client';

/** Public: the address of the cadence e-mail whose link carried `token` stops receiving the organization's e-mails. */
export async function unsubscribe(token: string): Promise<string> {
  return (await api.post<{ email: string }>(`/unsubscribe?token=${encodeURIComponent(token)}`)).email;
}
