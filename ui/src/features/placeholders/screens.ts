import type { LucideIcon } from 'lucide-react';

export interface PlaceholderScreen {
  title: string;
  description?: string;
  card: { title: string; text: string; icon: LucideIcon };
}

// Screens not built yet: a title, a description (where there is one) and a card saying what will be displayed
// there. None is left today (Cadences and Emojis were the last); the page stays for the next screen announced
// before it is built.
export const PLACEHOLDER_SCREENS = {} satisfies Record<string, PlaceholderScreen>;

export type PlaceholderScreenKey = keyof typeof PLACEHOLDER_SCREENS;
