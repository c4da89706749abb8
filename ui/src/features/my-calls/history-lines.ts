// A held lead's past as one list, newest first: its calls (any agent's) with their outcome, the skips with their
// reasons, and the changes to its record.
import { duration, STATUS_LOOKS } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import type { LeadActivityEntry } from '../../entities/leads/types';
import type { HeldLead, LeadSkip } from './types';

export interface HistoryLine {
  key: string;
  kind: 'call' | 'skip' | 'change';
  at: string;
  title: string;
  detail: string;
}

function callLine(call: Call): HistoryLine {
  const outcome = call.disposition ? `${call.disposition.emoji ? `${call.disposition.emoji} ` : ''}${call.disposition.label}` : 'No disposition';
  const talk = call.talkSeconds ? ` · talk ${duration(call.talkSeconds)}` : '';
  return {
    key: `call-${call.id}`,
    kind: 'call',
    at: call.createdAt,
    title: `Call · ${STATUS_LOOKS[call.status]?.label ?? call.status} · ${outcome}`,
    detail: [call.agent?.name, call.campaign?.name].filter(Boolean).join(' · ') + talk + (call.notes ? ` — “${call.notes}”` : ''),
  };
}

function skipLine(skip: LeadSkip, index: number): HistoryLine {
  return { key: `skip-${index}-${skip.at}`, kind: 'skip', at: skip.at, title: `Skipped by ${skip.agent || 'an agent'}`, detail: skip.reason };
}

// "postalCode" → "postal code"
function fieldName(field: string): string {
  return field.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function shown(value: string | number | null): string {
  return value === null || value === '' ? '(empty)' : String(value);
}

function changeLine(entry: LeadActivityEntry): HistoryLine {
  const who = entry.user?.name ? ` by ${entry.user.name}` : '';
  const changes = Object.entries(entry.changes)
    .map(([field, change]) => `${fieldName(field)}: ${shown(change.from)} → ${shown(change.to)}`)
    .join('; ');
  return {
    key: `change-${entry.id}`,
    kind: 'change',
    at: entry.at,
    title: `${entry.kind === 'created' ? 'Created' : 'Changed'}${entry.origin === 'api' ? '' : ` (${entry.origin})`}${who}`,
    detail: entry.kind === 'created' ? '' : changes,
  };
}

export function historyLines(held: HeldLead): HistoryLine[] {
  return [...held.calls.map(callLine), ...held.skips.map(skipLine), ...held.history.map(changeLine)].sort((a, b) =>
    b.at.localeCompare(a.at),
  );
}
