// One live stream to the server: a single-use ticket bought with the bearer token, then an EventSource on
// /api/v1/events?ticket=… (the long-lived token never goes into a URL). On any error the EventSource is closed
// and a new one opened after a backoff with a new ticket, resuming after the last id seen. Runs inside the shared
// worker (lib/live-events-worker.ts), or inside the tab where there is no SharedWorker; so it uses nothing a
// worker lacks (no localStorage, no window, no document).
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveStatus, type WorkerMessage } from './live-events-protocol';

const TICKETS_URL = '/api/v1/events/tickets';
const EVENTS_URL = '/api/v1/events';
// 1 s, 2 s, 5 s, 10 s, then 30 s between attempts while the server stays away.
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const MAX_BACKOFF_MS = 30_000;

export interface LiveConnection {
  /** Starts, restarts (another user) or stops (null) the stream. The same token again changes nothing. */
  setToken: (token: string | null) => void;
  status: () => LiveStatus;
}

export function createLiveConnection(emit: (message: WorkerMessage) => void): LiveConnection {
  let token: string | null = null;
  // A token the server refused a ticket for: not retried, whatever tab reports it again.
  let refusedToken: string | null = null;
  let status: LiveStatus = 'connecting';
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  // Bumped by every stop, so a ticket answer that arrives after a stop or a token change is dropped.
  let generation = 0;

  function setStatus(next: LiveStatus) {
    if (next === status) return;
    status = next;
    emit({ kind: 'status', status });
  }

  function stop() {
    generation++;
    source?.close();
    source = null;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function retryLater() {
    stop();
    // Between attempts the screens fall back to polling; 'connecting' is only the very first attempt.
    setStatus('offline');
    const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    // Jitter, so the tabs of a whole call centre do not all come back in the same second after a restart.
    const delay = Math.min(MAX_BACKOFF_MS, base * (0.8 + Math.random() * 0.4));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, delay);
  }

  async function open() {
    const started = ++generation;
    const current = token;
    if (!current) return;
    let ticket: string;
    try {
      const response = await fetch(TICKETS_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${current}`, Accept: 'application/json' },
      });
      if (started !== generation) return;
      if (response.status === 401) {
        sessionGone(current);
        return;
      }
      if (!response.ok) throw new Error(`POST ${TICKETS_URL} answered ${response.status}`);
      ticket = ((await response.json()) as { ticket: string }).ticket;
    } catch (error) {
      if (started !== generation) return;
      console.debug('Live updates: no ticket, retrying later', error);
      retryLater();
      return;
    }
    if (started !== generation) return;
    listen(ticket);
  }

  function listen(ticket: string) {
    const params = new URLSearchParams({ ticket });
    // A new EventSource cannot set the Last-Event-ID header, so the resume point travels in the query.
    const resumeFrom = lastEventId;
    if (resumeFrom) params.set('lastEventId', resumeFrom);
    const stream = new EventSource(`${EVENTS_URL}?${params}`);
    source = stream;
    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };

    // A stream starts with 'ready', or with 'reset' instead when it could not resume (a restarted server, or
    // events missed beyond the server's backlog); 'reset' may also come later, when the stream fell behind.
    const connected = () => {
      attempt = 0;
      setStatus('live');
    };
    stream.addEventListener('ready', (event) => {
      remember(event);
      connected();
      // The first stream has nothing to resume from: what screens loaded before it opened may already be old.
      if (!resumeFrom) emit({ kind: 'reset' });
    });
    stream.addEventListener('reset', (event) => {
      remember(event);
      connected();
      emit({ kind: 'reset' });
    });
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (event) => {
        remember(event);
        try {
          const live = { type, id: event.lastEventId, data: JSON.parse(event.data as string) } as LiveEvent;
          emit({ kind: 'event', event: live });
        } catch (error) {
          console.warn(`Live updates: unreadable ${type} event`, error);
        }
      });
    }
    // The EventSource would reconnect by itself with the same, now used, ticket; a new ticket is needed instead.
    stream.onerror = () => {
      if (source === stream) retryLater();
    };
  }

  function sessionGone(rejected: string) {
    stop();
    refusedToken = rejected;
    setStatus('offline');
    // The tabs' own API calls find out and sign out (lib/api-client.ts); the stream just stops.
    emit({ kind: 'session-gone' });
  }

  return {
    setToken: (next) => {
      if (next === token) return;
      token = next;
      stop();
      attempt = 0;
      if (!next || next === refusedToken) {
        setStatus('offline');
        return;
      }
      refusedToken = null;
      setStatus('connecting');
      void open();
    },
    status: () => status,
  };
}
