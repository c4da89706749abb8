// The built-in palette the emoji set is picked from: what a call centre marks outcomes and texts with. Each is one
// code point that shows as an emoji by default (no variation selector, no joiner), so the server's "one emoji"
// check always passes. The names are the accessible names (and headless browsers have no emoji font).

export interface PaletteEmoji {
  emoji: string;
  name: string;
}

export const PALETTE: readonly PaletteEmoji[] = [
  // Calls and contact
  { emoji: '📞', name: 'telephone receiver' },
  { emoji: '📱', name: 'mobile phone' },
  { emoji: '📲', name: 'mobile phone with arrow' },
  { emoji: '📵', name: 'no mobile phones' },
  { emoji: '🔕', name: 'bell with slash' },
  { emoji: '💬', name: 'speech balloon' },
  { emoji: '📧', name: 'e-mail' },
  { emoji: '📨', name: 'incoming envelope' },
  { emoji: '📩', name: 'envelope with arrow' },
  { emoji: '📬', name: 'open mailbox' },
  { emoji: '📣', name: 'megaphone' },
  { emoji: '🔔', name: 'bell' },
  // Outcomes
  { emoji: '✅', name: 'check mark button' },
  { emoji: '❌', name: 'cross mark' },
  { emoji: '🚫', name: 'prohibited' },
  { emoji: '⛔', name: 'no entry' },
  { emoji: '❓', name: 'question mark' },
  { emoji: '❗', name: 'exclamation mark' },
  { emoji: '🛑', name: 'stop sign' },
  { emoji: '🔁', name: 'repeat' },
  { emoji: '⏳', name: 'hourglass' },
  { emoji: '⏰', name: 'alarm clock' },
  { emoji: '🕒', name: 'three o’clock' },
  { emoji: '📅', name: 'calendar' },
  { emoji: '📆', name: 'tear-off calendar' },
  { emoji: '📌', name: 'pushpin' },
  { emoji: '📝', name: 'memo' },
  { emoji: '📋', name: 'clipboard' },
  // Heat and value
  { emoji: '🔥', name: 'fire' },
  { emoji: '⭐', name: 'star' },
  { emoji: '🌟', name: 'glowing star' },
  { emoji: '✨', name: 'sparkles' },
  { emoji: '💎', name: 'gem stone' },
  { emoji: '🏆', name: 'trophy' },
  { emoji: '🎯', name: 'direct hit' },
  { emoji: '🚀', name: 'rocket' },
  { emoji: '💰', name: 'money bag' },
  { emoji: '💵', name: 'dollar banknote' },
  { emoji: '📈', name: 'chart increasing' },
  { emoji: '📉', name: 'chart decreasing' },
  { emoji: '🎉', name: 'party popper' },
  { emoji: '🧊', name: 'ice' },
  // Hands
  { emoji: '👍', name: 'thumbs up' },
  { emoji: '👎', name: 'thumbs down' },
  { emoji: '👋', name: 'waving hand' },
  { emoji: '🤝', name: 'handshake' },
  { emoji: '👏', name: 'clapping hands' },
  { emoji: '🙏', name: 'folded hands' },
  { emoji: '✋', name: 'raised hand' },
  { emoji: '👌', name: 'OK hand' },
  // Faces
  { emoji: '😀', name: 'grinning face' },
  { emoji: '🙂', name: 'slightly smiling face' },
  { emoji: '😊', name: 'smiling face with smiling eyes' },
  { emoji: '😐', name: 'neutral face' },
  { emoji: '🙁', name: 'slightly frowning face' },
  { emoji: '😡', name: 'enraged face' },
  { emoji: '🤔', name: 'thinking face' },
  { emoji: '😴', name: 'sleeping face' },
  // Places and things
  { emoji: '🏠', name: 'house' },
  { emoji: '🏢', name: 'office building' },
  { emoji: '🌞', name: 'sun with face' },
  { emoji: '🔋', name: 'battery' },
];

const NAMES = new Map(PALETTE.map((entry) => [entry.emoji, entry.name]));

/** "📞 telephone receiver" for a palette emoji; the emoji alone for one the set got elsewhere. */
export function emojiLabel(emoji: string): string {
  const name = NAMES.get(emoji);
  return name ? `${emoji} ${name}` : emoji;
}

/** The server's limit on the set's size. */
export const MAX_EMOJIS = 48;
