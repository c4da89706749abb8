import type { EmojiSet } from '../../entities/emojis/types';
import { api } from '../../lib/api-client';

/** Replaces the whole set, in this order; answers the set as stored. */
export async function saveEmojis(emojis: readonly string[]): Promise<string[]> {
  return (await api.put<EmojiSet>('/emojis', { emojis })).emojis;
}
