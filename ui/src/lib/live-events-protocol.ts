// What the server's live stream (GET /api/v1/events) sends, and what tabs and the shared worker that holds the
// stream (lib/live-events-worker.ts) say to each other. Shared by both bundles, so it holds types and constants only.

export type LiveStatus = 'live' | 'connecting' | 'offline';

export interface LeadsChangedEvent {
  organizationId: number;
  origin: 'api' | 'import' | 'webhook' | 'sync';
  created: number[];
  updated: number[];
  deleted: number[];
  /** Ids left out of the lists above (a big import or sync), so a screen knows the event is not the whole story. */
  more: number;
}

export interface ListsChangedEvent {
  organizationId: number;
  listId: number;
  change: 'created' | 'renamed' | 'deleted';
}

export interface ImportProgressEvent {
  organizationId: number;
  importId: number | string;
  rows: number;
  imported: number;
  updated: number;
  skipped: number;
  errors: number;
  done: boolean;
}

export interface IntegrationChangedEvent {
  organizationId: number;
  integration: 'gohighlevel' | 'webhook';
  what: 'status' | 'log';
}

/** A call was placed or moved on (Twilio's reports, a hang-up); agents hear of their own calls only. */
export interface CallChangedEvent {
  organizationId: number;
  callId: number;
  agentId: number | null;
  leadId: number | null;
  status: string;
}

/** An agent went ready, paused, offline …; agents hear of their own state only. */
export interface AgentStateEvent {
  organizationId: number;
  agentId: number;
  state: string;
  campaignId: number | null;
  pauseReason: string | null;
  since: string;
}

/** A campaign's hopper changed: leads added (a refill, a push, a webhook's leads), reserved, re-prioritized or taken out. */
export interface HopperChangedEvent {
  organizationId: number;
  campaignId: number;
}

/** The named events a screen can subscribe to, with their data. */
export interface LiveEventMap {
  'leads.changed': LeadsChangedEvent;
  'lists.changed': ListsChangedEvent;
  'import.progress': ImportProgressEvent;
  'integration.changed': IntegrationChangedEvent;
  'call.changed': CallChangedEvent;
  'agent.state': AgentStateEvent;
  'hopper.changed': HopperChangedEvent;
}

export type LiveEventType = keyof LiveEventMap;

/** One event; for several types a union a handler can tell apart by `type`. */
export type LiveEvent<T extends LiveEventType = LiveEventType> = T extends LiveEventType
  ? {
      type: T;
      /** The stream's `id:` ("<boot>.<sequence>"). */
      id: string;
      data: LiveEventMap[T];
    }
  : never;

/**
 * An EventSource only hands out named events it has a listener for, so every type is listed here; a type the
 * server adds later reaches no screen until it is added.
 */
export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'leads.changed',
  'lists.changed',
  'import.progress',
  'integration.changed',
  'call.changed',
  'agent.state',
  'hopper.changed',
];

/** Worker → tab. */
export type WorkerMessage =
  | { kind: 'status'; status: LiveStatus }
  | { kind: 'event'; event: LiveEvent }
  /** Reload what the screen shows: events may have been missed. */
  | { kind: 'reset' }
  /** The server refused a ticket for the token: the session is gone. */
  | { kind: 'session-gone' };

/** Tab → worker. */
export type TabMessage =
  /** The browser's current bearer token (null: signed out), sent on connecting and whenever it changes. */
  | { kind: 'token'; token: string | null }
  /** The tab is going away; the worker stops posting to it. */
  | { kind: 'bye' };
