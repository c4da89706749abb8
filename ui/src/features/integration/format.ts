import type { BadgeTone } from '../../components/ui/Badge';
import type { ConnectionStatus } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * "Just now", "5 minutes ago", "3 hours ago", "2 days ago"; a date for anything older than a month, or
 * "Never" without a time.
 */
export function relativeTime(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'Never';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'Never';
  // A clock a little ahead of this browser's still reads as "Just now", not as the future.
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return new Date(then).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A server time (ISO, UTC) in the viewer's own time zone and words: "Nov 21, 2026, 10:15:00 AM". */
export function localTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export const CONNECTION_LABELS: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  disconnected: 'Disconnected',
  error: 'Error',
};

// Status colours: connected success, error error, warning warning.
export const CONNECTION_TONES: Record<ConnectionStatus, BadgeTone> = {
  connected: 'success',
  disconnected: 'neutral',
  error: 'error',
};

const LOG_TONES: Record<string, BadgeTone> = { success: 'success', error: 'error', warning: 'warning' };

export function logStatusTone(status: string): BadgeTone {
  return LOG_TONES[status] ?? 'neutral';
}

const INTEGRATION_NAMES: Record<string, string> = { gohighlevel: 'GoHighLevel', webhook: 'Webhook', twilio: 'Twilio' };

export function integrationName(integration: string): string {
  return INTEGRATION_NAMES[integration] ?? capitalize(integration);
}

/** "receive" → "Receive", "lead_import" → "Lead import". */
export function capitalize(word: string): string {
  const spaced = word.replace(/[_-]+/g, ' ').trim();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : spaced;
}
