import { api } from '../../lib/api-client';
import type { EmojiSet } from './types';

export async function fetchEmojis(): Promise<string[]> {
  return (await api.get<EmojiSet>('/emojis')).emojis;
}

/** Replaces the whole set, in this order; answers the set as stored. */
export async function saveEmojis(emojis: readonly string[]): Promise<string[]> {
  return (await api.put<EmojiSet>('/emojis', { emojis })).emojis;
}
