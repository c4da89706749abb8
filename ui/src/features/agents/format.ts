import type { BadgeTone } from '../../components/ui/Badge';
import type { Agent } from '../../entities/agents/types';

/** Online green, Offline red, anything else (Away) yellow. */
export function statusTone(status: string): BadgeTone {
  const lower = status.toLowerCase();
  if (lower === 'online') return 'success';
  if (lower === 'offline') return 'error';
  return 'warning';
}

/** "online" → "Online", "superadmin" → "SuperAdmin": the same words the form offers. */
export function statusLabel(status: string): string {
  return capitalise(status);
}

export function roleLabel(role: string): string {
  return role.toLowerCase() === 'superadmin' ? 'SuperAdmin' : capitalise(role);
}

export function fullName(agent: Agent): string {
  return agent.name?.trim() || `${agent.firstName} ${agent.lastName}`.trim() || agent.email;
}

const EMAIL_KINDS: Record<string, string> = { welcome: 'Welcome', password_reset: 'Password reset' };

export function emailKindLabel(kind: string): string {
  return EMAIL_KINDS[kind] ?? capitalise(kind.replace(/_/g, ' '));
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time from the server in the reader's local time; the raw text if it does not parse. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1).toLowerCase() : text;
}
