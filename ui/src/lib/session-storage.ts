// Spec §3/§9: the session lives in localStorage under exactly these two keys. Kept here so the API client
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
}

export function saveUserData(userData: unknown): void {
  localStorage.setItem(USER_KEY, JSON.stringify(userData));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
