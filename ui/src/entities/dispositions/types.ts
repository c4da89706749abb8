// A call outcome as GET /dispositions answers it: the campaigns screen edits them, the agent gives them, the calls
// screen filters by them.
import type { LeadStatus } from '../leads/types';

/** A call outcome (GET /dispositions). */
export interface Disposition {
  id: number;
  code: string;
  label: string;
  emoji: string;
  hotkey: string;
  leadStatus: LeadStatus | null;
  contact: boolean;
  conversion: boolean;
  callback: boolean;
  doNotCall: boolean;
  final: boolean;
  machine: boolean;
  /** Given by the system ("Agent lost"), never offered to agents. */
  system: boolean;
  position: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
