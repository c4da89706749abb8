import type { RevocationSource } from './types';

// Evidence is read by someone checking a complaint: the day before the month's name and a 24-hour clock, in the
// viewer's own time, read the same whatever the browser's language ("25 Nov 13:00:09").
const PARTS = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of PARTS.formatToParts(new Date(iso))) out[part.type] = part.value;
  return out;
}

/** "26 Oct 19:00". */
export function dayAndTime(iso: string): string {
  const p = parts(iso);
  return `${p['day']} ${p['month']} ${p['hour']}:${p['minute']}`;
}

/** "25 Nov 13:00:09". */
export function dayAndTimeSeconds(iso: string): string {
  const p = parts(iso);
  return `${p['day']} ${p['month']} ${p['hour']}:${p['minute']}:${p['second']}`;
}

/** "13:00:09": a moment of a call whose day is shown beside it. */
export function timeSeconds(iso: string): string {
  const p = parts(iso);
  return `${p['hour']}:${p['minute']}:${p['second']}`;
}

/** "20 Nov 2026". */
export function dayMonthYear(iso: string): string {
  const p = parts(iso);
  return `${p['day']} ${p['month']} ${p['year']}`;
}

/** 0.0146 → "1.5 %", 0.5 → "50 %", 0.03 → "3 %". */
export function percentText(share: number): string {
  const value = share * 100;
  const rounded = value >= 10 || Number.isInteger(value) ? Math.round(value) : Number(value.toFixed(1));
  return `${rounded} %`;
}

/** 1 → "1 call", 2 → "2 calls". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** How a revocation came; a source this screen does not know is shown as the server names it. */
const SOURCE_TEXT: Record<RevocationSource, string> = {
  sms_keyword: 'Texted',
  key_press: 'Pressed 9',
  unsubscribe_link: 'Unsubscribe link',
  carrier: 'Carrier opt-out',
  agent: 'Agent',
};

export function sourceText(source: string): string {
  return SOURCE_TEXT[source as RevocationSource] ?? readableCode(source);
}

const CHANNEL_TEXT: Record<string, string> = { calls: 'Calls', sms: 'Texts', email: 'E-mails', all: 'All channels' };

export function channelText(channel: string): string {
  return CHANNEL_TEXT[channel] ?? readableCode(channel);
}

/** "registration_form" → "Registration form". */
export function readableCode(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "2026-11-25T13:00:00 America/New_York; …" → "25 Nov 13:00 America/New_York; …": the lead's clock in each zone. */
export function leadLocalText(leadLocal: string): string {
  return leadLocal
    .split('; ')
    .map((entry) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2} (.+)$/.exec(entry);
      if (!match) return entry;
      const [, , month, day, hour, minute, zone] = match;
      return `${Number(day)} ${MONTHS[Number(month) - 1]} ${hour}:${minute} ${zone}`;
    })
    .join('; ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "08:00-21:00" → "08:00–21:00"; "" → "no calls that day". */
export function windowText(hours: string): string {
  return hours ? hours.replace('-', '–') : 'no calls that day';
}
