// The session lives in localStorage under exactly these two keys. Kept here so the API client
// (which reads the token) and the session store (which owns it) agree without lib/ importing features/.

export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'userData';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The raw userData string; its shape is the session store's business. */
export function readUserData(): string | null {
  return localStorage.getItem(USER_KEY);
}

export function saveSession(token: string, userData: unknown): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(userData));
  notifyTokenWatchers();
}

export function saveUserData(userData: unknown): void {
  localStorage.setItem(USER_KEY, JSON.stringify(userData));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notifyTokenWatchers();
}

const tokenWatchers = new Set<(token: string | null) => void>();

/**
 * Calls `watcher` with the token whenever it may have changed: signed in or out in this tab, or in another tab
 * (the `storage` event; localStorage.clear() reports a null key). Used by the live stream (lib/live-events.ts),
 * whose shared worker cannot read localStorage itself. Returns the function that stops watching.
 */
export function watchToken(watcher: (token: string | null) => void): () => void {
  if (tokenWatchers.size === 0) window.addEventListener('storage', onStorage);
  tokenWatchers.add(watcher);
  return () => {
    tokenWatchers.delete(watcher);
    if (tokenWatchers.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === TOKEN_KEY || event.key === null) notifyTokenWatchers();
}

function notifyTokenWatchers() {
  const token = readToken();
  for (const watcher of tokenWatchers) watcher(token);
}
