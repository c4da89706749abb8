// The calls screen's own shapes: the history's filter and one call's detail with its timeline.
import type { Call } from '../../entities/calls/types';

/** One line of a call's timeline; `late`: it arrived after a later state and changed nothing. */
export interface CallEvent {
  kind: 'placed' | 'agent' | 'status' | 'abandoned' | 'amd' | 'recording' | 'hangup' | 'hold' | 'opt_out' | 'error';
  status: string;
  detail: string;
  at: string;
  late: boolean;
}

export interface CallDetail extends Call {
  events: CallEvent[];
}

/** What the history is narrowed to; empty strings mean "any". */
export interface CallFilter {
  from: string;
  to: string;
  campaignId: string;
  agentId: string;
  /** A disposition code, "none" for calls without one, or "" for any. */
  outcome: string;
  phone: string;
}
