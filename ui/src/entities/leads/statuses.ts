import type { BadgeTone } from '../../components/ui/Badge';
import { LEAD_STATUSES, type Lead, type LeadStatus } from './types';

// Status filter labels and colours: new primary, contacted info, interested success,
// not_interested error, callback warning.
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  not_interested: 'Not Interested',
  callback: 'Callback',
};

export const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'primary',
  contacted: 'info',
  interested: 'success',
  not_interested: 'error',
  callback: 'warning',
};

export const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The name, or first and last name joined. */
export function leadDisplayName(lead: Pick<Lead, 'name' | 'firstName' | 'lastName'>): string {
  return lead.name.trim() || [lead.firstName.trim(), lead.lastName.trim()].filter(Boolean).join(' ');
}

// Notes are previewed to 50 characters.
export const NOTE_PREVIEW_LENGTH = 50;

export function notePreview(notes: string): string {
  // Code points, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(notes.replace(/\s+/g, ' ').trim());
  if (characters.length <= NOTE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, NOTE_PREVIEW_LENGTH).join('').trimEnd()}...`;
}
