// The one way the UI talks to the server: JSON over /api/v1 with the session's bearer token.
// Every non-2xx answer becomes an ApiError that still carries the server's envelope,
// so screens can show the server's sentence, and a 401 to a call that carried a token ends the session.

import { readToken } from './session-storage';

const API_BASE = '/api/v1';

/** The server's error envelope: {"error", "code", "details"}. */
export interface ErrorEnvelope {
  error?: string;
  code?: string;
  details?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's `error` sentence, when the answer had an envelope. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly details: Record<string, string>;

  constructor(status: number, statusText: string, envelope: ErrorEnvelope | undefined) {
    super(`API Error: ${status} - ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = envelope?.error;
    this.code = envelope?.code;
    this.details = envelope?.details ?? {};
  }
}

/** The request never got an HTTP answer (server down, connection refused, offline). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * Called with the token a request carried when the server answered 401 to it. Only requests that carried a
 * token count: a 401 from the login form ("Invalid email or password") is not a dead session.
 */
type UnauthorizedHandler = (rejectedToken: string) => void;

let onUnauthorized: UnauthorizedHandler | undefined;

/** Registered once at start-up by the session owner; lib/ must not import features/. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

// The signed-in session's requests, ended with it at sign-out: none comes back 401 from the token the user has just
// ended, and the screens that asked (going away) hear nothing.
let sessionRequests = new AbortController();

/** Cancels every request of the session that is ending; they never settle. Called before the logout request. */
export function endSessionRequests(): void {
  sessionRequests.abort();
  sessionRequests = new AbortController();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** What an ended session's request gives its caller: nothing, ever. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used by logout, which may be followed by closing the tab). */
  keepalive?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Read now, synchronously: a caller may clear the session right after starting the request.
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  // The logout request itself (keepalive) outlives the session it ends.
  const session = token && !options.keepalive ? sessionRequests.signal : undefined;
  if (session) init.signal = options.signal ? AbortSignal.any([options.signal, session]) : session;
  else if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  const ended = () => session !== undefined && session.aborted && !options.signal?.aborted;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (!isAbort(error)) throw new NetworkError(error);
    if (ended()) return never<T>();
    throw error;
  }
  try {
    if (!response.ok) {
      if (response.status === 401 && ended()) return never<T>();
      if (response.status === 401 && token) onUnauthorized?.(token);
      throw new ApiError(response.status, response.statusText, await readEnvelope(response));
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    // Aborted while its body was still arriving.
    if (isAbort(error) && ended()) return never<T>();
    throw error;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The server's sentence if there is one, else the calling screen's own fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}

// A proxy or a crash can answer with HTML or nothing; the status line alone must still be reported.
async function readEnvelope(response: Response): Promise<ErrorEnvelope | undefined> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') return parsed as ErrorEnvelope;
  } catch {
    // Not JSON: the ApiError keeps status and statusText only.
  }
  return undefined;
}
