import { api } from '../../lib/api-client';
import type { EmojiSet } from './types';

/** The organization's emoji set, in its order: offered by the message editors and the disposition form. */
export async function fetchEmojis(): Promise<string[]> {
  return (await api.get<EmojiSet>('/emojis')).emojis;
}
