// A call and its counts as /api/v1/calls… answers them: shared by the calls screen, the agent's workspace, the
// overview, the wallboard and a lead's history.

export type CallStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

export type CallAudio = 'browser' | 'phone';

export interface Named {
  id: number;
  name: string;
}

export interface Call {
  id: number;
  providerSid: string | null;
  agentLegSid: string | null;
  direction: string;
  audio: CallAudio;
  /** The lead joined its agent's own conference (the dialer connected it): it can be put on hold. */
  inConference: boolean;
  onHold: boolean;
  campaign: Named | null;
  /** `deleted`: the lead was deleted after the call; the call keeps its history. */
  lead: (Named & { deleted?: boolean }) | null;
  agent: Named | null;
  from: string;
  to: string;
  status: CallStatus;
  answeredBy: 'human' | 'machine' | 'unknown' | null;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
  durationSeconds: number | null;
  talkSeconds: number | null;
  hasRecording: boolean;
  recordingSeconds: number | null;
  abandoned: boolean;
  disposition: { id: number | null; code: string; label: string; emoji: string } | null;
  notes: string;
  error: string | null;
  updatedAt: string;
}

export interface CallPage {
  calls: Call[];
  nextCursor: string | null;
}

export interface CallCounts {
  calls: number;
  answered: number;
  human: number;
  contacts: number;
  conversions: number;
  abandoned: number;
  talkSeconds: number;
}

export interface NamedCounts extends CallCounts {
  id: number | null;
  name: string;
}

export interface CallAnalytics {
  from: string;
  to: string;
  totals: CallCounts;
  /** Per hour; absent when days were asked for (`per=day`). */
  hours?: Array<CallCounts & { hour: string }>;
  /** Per day of the asked-for zone (`per=day&tz=`): `day` its date, `start` its first hour in the range. */
  days?: Array<CallCounts & { day: string; start: string }>;
  campaigns: NamedCounts[];
  agents: NamedCounts[];
}

export interface VoiceToken {
  token: string;
  identity: string;
  expiresAt: string;
}
