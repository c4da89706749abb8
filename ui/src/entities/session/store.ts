import { create } from 'zustand';
import { endSessionRequests } from '../../lib/api-client';
import { clearSession, readToken, readUserData, saveSession, saveUserData } from '../../lib/session-storage';
import { fetchMe, logout as logoutRequest } from './api';
import { isSessionUser } from './session-user';
import type { SessionUser } from './types';

/** Shown on the sign-in page when the server no longer accepts the saved token. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** A sentence for the sign-in page about why the user is there (e.g. the session expired). */
  notice: string | null;
  /**
   * Reads the saved session: signed in only if both the token and the user are there and readable, then
   * confirmed with the server in the background. Runs once; later calls do nothing.
   */
  load: () => void;
  signIn: (token: string, user: SessionUser) => void;
  /** Tells the server (failure ignored) and forgets the session locally straight away. */
  logout: () => void;
  /** The server answered 401 to a call carrying `rejectedToken`; ends the session if it is still the current one. */
  expire: (rejectedToken: string) => void;
  dismissNotice: () => void;
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  user: null,
  notice: null,

  load: () => {
    if (get().status !== 'loading') return;
    const token = readToken();
    const user = readSavedUser();
    if (token && user) {
      set({ status: 'signed-in', user });
      confirmWithServer(token);
    } else {
      // A token without readable user data must not keep riding on API calls.
      clearSession();
      set({ status: 'signed-out', user: null });
    }
  },

  signIn: (token, user) => {
    saveSession(token, user);
    set({ status: 'signed-in', user, notice: null });
  },

  logout: () => {
    // The session's requests still in flight are cancelled first, so none is answered 401 by the server once the
    // logout below has ended the token. The logout request reads the token before the session is cleared below; its
    // outcome changes nothing here.
    endSessionRequests();
    logoutRequest().catch(() => undefined);
    clearSession();
    set({ status: 'signed-out', user: null, notice: null });
  },

  expire: (rejectedToken) => {
    // A late 401 for a token that was already replaced (signed out and in again) must not end the new session.
    if (readToken() !== rejectedToken) return;
    clearSession();
    set({ status: 'signed-out', user: null, notice: SESSION_EXPIRED });
  },

  dismissNotice: () => set({ notice: null }),
}));

// A 401 ends the session through the API client's handler (see main.tsx); other failures (server briefly
// down) keep the saved session, which the next call will check again.
function confirmWithServer(token: string): void {
  fetchMe()
    .then(({ user }) => {
      if (readToken() !== token || !isSessionUser(user)) return;
      saveUserData(user);
      useSession.setState({ user });
    })
    .catch(() => undefined);
}

function readSavedUser(): SessionUser | null {
  const raw = readUserData();
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (isSessionUser(user)) return user;
  } catch {
    // Corrupt userData is treated like none: the user signs in again.
  }
  return null;
}
