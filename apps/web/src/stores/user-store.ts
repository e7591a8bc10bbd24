import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from '../lib/storage';
import { keyedStorage } from './keyed-storage';

/** The signed-in user as the login and `v1/userinfo` calls return it. */
export interface UserInfo {
  id: string;
  isYouZan: boolean;
  locale: string | null;
  /** The country set for emergency numbers (a REGION_CODES code), or null. */
  region?: string | null;
  nickname: string | null;
  createdAt: string;
}

/** Accepts only a well-formed user; anything else (old format, hand-edited storage) reads as null. */
export function parseUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '') return null;
  const nullableString = (x: unknown): string | null => (typeof x === 'string' ? x : null);
  return {
    id: v.id,
    isYouZan: v.isYouZan === true,
    locale: nullableString(v.locale),
    // Absent in users stored before the country setting: left out, not null.
    ...(typeof v.region === 'string' || v.region === null ? { region: nullableString(v.region) } : {}),
    nickname: nullableString(v.nickname),
    createdAt: typeof v.createdAt === 'string' ? v.createdAt : '',
  };
}

interface PersistedUser {
  token: string | null;
  userInfo: UserInfo | null;
}

export interface UserState extends PersistedUser {
  /** Screens that need the whole height (questionnaires, checkout) switch the tab bar off while shown. */
  showTabBar: boolean;
  setSession: (session: { accessToken: string; user: UserInfo | null }) => void;
  setUserInfo: (user: UserInfo | null) => void;
  /** Forgets the token and the user (e.g. after a 401); the next navigation signs in again. */
  clearSession: () => void;
  setShowTabBar: (show: boolean) => void;
}

const storage = keyedStorage<PersistedUser>(
  () => {
    const token = readString(STORAGE_KEYS.accessToken);
    return {
      token: token && token.trim() !== '' ? token : null,
      userInfo: parseUserInfo(readJson(STORAGE_KEYS.userInfo)),
    };
  },
  (state) => {
    writeString(STORAGE_KEYS.accessToken, state.token);
    writeJson(STORAGE_KEYS.userInfo, state.userInfo);
  },
);

/** Token and user persisted under `access_token` (raw) and `app_userInfo` (JSON); tab-bar flag in memory. */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: null,
      userInfo: null,
      showTabBar: true,
      setSession: ({ accessToken, user }) => set({ token: accessToken, userInfo: user }),
      setUserInfo: (userInfo) => set({ userInfo }),
      clearSession: () => set({ token: null, userInfo: null }),
      setShowTabBar: (showTabBar) => set({ showTabBar }),
    }),
    {
      name: 'user',
      storage,
      partialize: (s): PersistedUser => ({ token: s.token, userInfo: s.userInfo }),
    },
  ),
);
