// The server's live events for screens: subscribe to event types, hear when to reload everything (onReset), and
// read whether the stream is up (useLiveStatus). Nothing connects until a screen first asks for one of these;
// from then on the tab keeps the shared worker (lib/live-events-transport.ts) told of the session's token, and
// the stream runs while the browser is signed in.
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import { openLiveTransport, type LiveTransport } from './live-events-transport';
import type { LiveEvent, LiveEventType, LiveStatus, WorkerMessage } from './live-events-protocol';
import { readToken, watchToken } from './session-storage';

export type {
  CallChangedEvent,
  ImportProgressEvent,
  IntegrationChangedEvent,
  LeadsChangedEvent,
  ListsChangedEvent,
  LiveEvent,
  LiveEventType,
  LiveStatus,
} from './live-events-protocol';

type AnyHandler = (event: LiveEvent) => void;

const handlers = new Map<LiveEventType, Set<AnyHandler>>();
const resetHandlers = new Set<() => void>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'connecting';
let transport: LiveTransport | null = null;

/**
 * Calls `handler` with every event of the given type(s) that reaches this browser from now on. Returns the
 * function that stops it.
 */
export function subscribe<T extends LiveEventType>(
  types: T | readonly T[],
  handler: (event: LiveEvent<T>) => void,
): () => void {
  start();
  const list: readonly T[] = typeof types === 'string' ? [types] : types;
  const anyHandler = handler as unknown as AnyHandler;
  for (const type of list) {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(anyHandler);
  }
  return () => {
    for (const type of list) handlers.get(type)?.delete(anyHandler);
  };
}

/**
 * Calls `handler` when events may have been missed and what the screen shows must be loaded again: the server
 * could not replay what happened while the stream was away (a server restart, a long disconnection), or the
 * browser's first stream opened after the screen had loaded.
 */
export function onReset(handler: () => void): () => void {
  start();
  resetHandlers.add(handler);
  return () => {
    resetHandlers.delete(handler);
  };
}

/** 'live' while events arrive; 'connecting' at first; 'offline' while the stream is down (screens poll then). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeToStatus, getLiveStatus);
}

export function getLiveStatus(): LiveStatus {
  return status;
}

/** Calls `listener` (no arguments) whenever the status changes; returns the function that stops it. */
export function subscribeToStatus(listener: () => void): () => void {
  start();
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

function start() {
  if (transport) return;
  const opened = openLiveTransport(receive);
  transport = opened;
  opened.sendToken(readToken());
  watchToken((token) => opened.sendToken(token));
}

function receive(message: WorkerMessage) {
  switch (message.kind) {
    case 'status':
      if (message.status === status) return;
      status = message.status;
      for (const listener of [...statusListeners]) listener();
      return;
    case 'event':
      for (const handler of [...(handlers.get(message.event.type) ?? [])]) call(() => handler(message.event));
      return;
    case 'reset':
      for (const handler of [...resetHandlers]) call(handler);
      return;
    case 'session-gone':
      // Any call carrying the dead token gets the 401 that signs this tab out (lib/api-client.ts).
      if (readToken()) api.get('/auth/me').catch(() => undefined);
      return;
  }
}

// One screen's broken handler must not keep the event from the others.
function call(handler: () => void) {
  try {
    handler();
  } catch (error) {
    console.error('Live updates: a handler failed', error);
  }
}
