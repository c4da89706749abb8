import { Smile, Workflow, type LucideIcon } from 'lucide-react';

export interface PlaceholderScreen {
  title: string;
  description?: string;
  card: { title: string; text: string; icon: LucideIcon };
}

// Screens not built yet: a title, a description (where there is one) and a card saying what
// will be displayed there. Emojis has a title and a card only.
export const PLACEHOLDER_SCREENS = {
  cadences: {
    title: 'Cadences',
    description: 'Define the call sequences and timing your campaigns follow.',
    card: { title: 'Call Sequences', text: 'Set up your call cadences and sequences here.', icon: Workflow },
  },
  emojis: {
    title: 'Emojis',
    card: { title: 'Emoji Library', text: 'Your emojis will be displayed here.', icon: Smile },
  },
} satisfies Record<string, PlaceholderScreen>;

export type PlaceholderScreenKey = keyof typeof PLACEHOLDER_SCREENS;
