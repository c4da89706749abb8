import type { BadgeTone } from '../../components/ui/Badge';
import type { Call, CallStatus } from './types';

export const STATUS_LOOKS: Record<CallStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  initiated: { label: 'Dialing', tone: 'info' },
  ringing: { label: 'Ringing', tone: 'info' },
  'in-progress': { label: 'In progress', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  busy: { label: 'Busy', tone: 'neutral' },
  'no-answer': { label: 'No answer', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'error' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

const FINAL: ReadonlySet<CallStatus> = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);

export function isFinal(status: CallStatus): boolean {
  return FINAL.has(status);
}

export const ANSWERED_BY: Record<NonNullable<Call['answeredBy']>, string> = {
  human: 'Person',
  machine: 'Machine',
  unknown: 'Unknown',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const shortThisYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const shortOtherYear = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 25, 9:15 AM" (with the year when it is not this one), for table rows. */
export function shortDateTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? shortThisYear : shortOtherYear).format(date);
}

/** "Nov 25, 2026, 9:15 AM" in the browser's time. */
export function localDateTime(iso: string, seconds = false): string {
  return (seconds ? dateTimeSeconds : dateTime).format(new Date(iso));
}

export function localTime(iso: string): string {
  return timeOnly.format(new Date(iso));
}

/** 75 → "1:15"; 3725 → "1:02:05"; null → "—". */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 0.5 → "50 %"; no denominator → "—". */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return '—';
  const value = (part / whole) * 100;
  return `${value >= 10 || value === 0 ? Math.round(value) : value.toFixed(1)} %`;
}
