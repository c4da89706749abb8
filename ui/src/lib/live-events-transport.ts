// Where a tab's live events come from: the browser's shared worker (lib/live-events-worker.ts), which holds one
// stream for all tabs, or, where there is no SharedWorker (or it cannot start), a stream of the tab's own.
// Both hand the tab the same messages, so lib/live-events.ts does not care which it got.
import { createLiveConnection } from './live-connection';
import type { TabMessage, WorkerMessage } from './live-events-protocol';

// ui/build.mjs builds the worker first and defines this as its content-hashed URL.
declare const __LIVE_EVENTS_WORKER_URL__: string;

// A tab with a stream of its own lets it go after being hidden this long: every such stream holds one of the
// browser's 6 connections to the server, and hidden tabs should not take them from the one in use.
const HIDDEN_TAB_PAUSE_MS = 10_000;

export interface LiveTransport {
  /** The browser's current bearer token, null when signed out. */
  sendToken: (token: string | null) => void;
}

export function openLiveTransport(receive: (message: WorkerMessage) => void): LiveTransport {
  let token: string | null = null;
  let sendToken: (next: string | null) => void;

  const inTab = () => {
    const streamInTab = openStreamInTab(receive);
    sendToken = streamInTab;
    streamInTab(token);
  };
  const shared = connectToSharedWorker(receive, () => {
    console.warn('Live updates: the shared worker failed; this tab opens its own stream');
    inTab();
  });
  if (shared) sendToken = shared;
  else inTab();

  return {
    sendToken: (next) => {
      token = next;
      sendToken(next);
    },
  };
}

/** The function that sends the worker the token, or null when there is no SharedWorker to use. */
function connectToSharedWorker(
  receive: (message: WorkerMessage) => void,
  onFailure: () => void,
): ((token: string | null) => void) | null {
  if (typeof SharedWorker === 'undefined' || typeof __LIVE_EVENTS_WORKER_URL__ !== 'string') return null;
  let worker: SharedWorker;
  try {
    worker = new SharedWorker(__LIVE_EVENTS_WORKER_URL__, { name: 'live-events' });
  } catch (error) {
    console.warn('Live updates: no shared worker', error);
    return null;
  }
  const port = worker.port;
  const post = (message: TabMessage) => port.postMessage(message);
  let failed = false;
  // The script could not be loaded or threw while starting (an old tab after an upgrade, a blocked script).
  worker.onerror = () => {
    if (failed) return;
    failed = true;
    port.close();
    onFailure();
  };
  port.onmessage = ({ data }: MessageEvent<WorkerMessage>) => receive(data);
  // A page kept in the back-forward cache may come back and still needs its port; one that is gone does not.
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) post({ kind: 'bye' });
  });
  return (token) => {
    if (!failed) post({ kind: 'token', token });
  };
}

/** A stream of the tab's own, paused while the tab stays hidden; the function that sends it the token. */
function openStreamInTab(receive: (message: WorkerMessage) => void): (token: string | null) => void {
  const connection = createLiveConnection(receive);
  let token: string | null = null;
  let paused = false;
  let pauseTimer: ReturnType<typeof setTimeout> | null = null;
  // Resuming sends the last id seen, so what happened meanwhile is replayed (or a reset says to reload).
  const apply = () => connection.setToken(paused ? null : token);
  document.addEventListener('visibilitychange', () => {
    if (pauseTimer !== null) clearTimeout(pauseTimer);
    pauseTimer = null;
    if (document.hidden) {
      pauseTimer = setTimeout(() => {
        paused = true;
        apply();
      }, HIDDEN_TAB_PAUSE_MS);
    } else if (paused) {
      paused = false;
      apply();
    }
  });
  return (next) => {
    token = next;
    apply();
  };
}
