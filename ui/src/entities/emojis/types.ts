/** The organization's emoji set, in its order (GET and PUT /emojis): 1 to 48 single emojis, no repeats. */
export interface EmojiSet {
  emojis: string[];
}
