// The one way the UI talks to the server: JSON over /api/v1 with the session's bearer token.
// Every non-2xx answer becomes an ApiError (spec §8) that still carries the server's envelope,
// so screens can show the server's sentence, and a 401 anywhere ends the session.

const API_BASE = '/api/v1';
const TOKEN_KEY = 'authToken';

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

let onUnauthorized: (() => void) | undefined;

/** Registered once at start-up by the session owner; lib/ must not import features/. */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(`${API_BASE}${path}`, init);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    throw new ApiError(response.status, response.statusText, await readEnvelope(response));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The server's sentence if there is one, else the fallback the screen's spec names. */
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
