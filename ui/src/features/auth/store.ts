import { create } from 'zustand';
import type { SessionUser } from './types';

// Spec §"Session": the token and the user live in localStorage under these exact keys.
const TOKEN_KEY = 'authToken';
const USER_KEY = 'userData';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Reads the saved session; signed in only if both the token and the user are there and readable. */
  load: () => void;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  load: () => {
    const user = readSavedSession();
    if (user) {
      set({ status: 'signed-in', user });
    } else {
      // A token without readable user data must not keep riding on API calls.
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      set({ status: 'signed-out', user: null });
    }
  },
  signIn: (token, user) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ status: 'signed-in', user });
  },
  signOut: () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    set({ status: 'signed-out', user: null });
  },
}));

function readSavedSession(): SessionUser | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (user && typeof user === 'object' && typeof (user as SessionUser).email === 'string') {
      return user as SessionUser;
    }
  } catch {
    // Corrupt userData is treated like none: the user signs in again.
  }
  return null;
}
