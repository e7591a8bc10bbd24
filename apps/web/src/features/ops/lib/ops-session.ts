import { create } from 'zustand';
import type { OperatorView } from '@nutri/domain/contracts';

/**
 * The operator's sign-in, apart from the user's (`access_token`): kept in this tab's session storage
 * under `ops_session`, so it ends with the tab and never reaches the app's own calls.
 */
export const OPS_SESSION_KEY = 'ops_session';

export interface OpsSession {
  token: string;
  expiresAt: string;
  operator: OperatorView;
}

interface OpsSessionState {
  session: OpsSession | null;
  /** Why the last session ended when it was not the operator's choice (expired, disabled). */
  ended: boolean;
  signIn: (session: OpsSession) => void;
  signOut: (ended?: boolean) => void;
}

function read(): OpsSession | null {
  try {
    const raw = window.sessionStorage.getItem(OPS_SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<OpsSession>;
    if (typeof s.token !== 'string' || typeof s.expiresAt !== 'string' || !s.operator) return null;
    return Date.parse(s.expiresAt) > Date.now() ? (s as OpsSession) : null;
  } catch {
    return null;
  }
}

function write(session: OpsSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(OPS_SESSION_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(OPS_SESSION_KEY);
  } catch {
    // Blocked storage: the sign-in lasts as long as the page.
  }
}

export const useOpsSession = create<OpsSessionState>()((set) => ({
  session: typeof window === 'undefined' ? null : read(),
  ended: false,
  signIn: (session) => {
    write(session);
    set({ session, ended: false });
  },
  signOut: (ended = false) => {
    write(null);
    set({ session: null, ended });
  },
}));
