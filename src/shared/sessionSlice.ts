import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { components } from '../api/schema';

/** The signed-in staff member as the server answers it. */
type SessionUser = components['schemas']['SessionUser'];

export interface SessionState {
  /** The signed-in staff user and role, or null when signed out. */
  user: SessionUser | null;
  /** True after the server ended the session (a 401 on a protected call), until the next sign-in. Not persisted. */
  expired: boolean;
}

const initialState: SessionState = { user: null, expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.expired = false;
    },
    sessionEnded: (state) => {
      state.user = null;
    },
    /** The server no longer knows the session: signed out, and the sign-in page says why. */
    sessionExpired: (state) => {
      state.user = null;
      state.expired = true;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.roll === 'admin',
    selectSessionExpired: (state) => state.expired,
  },
});

export const { sessionStarted, sessionEnded, sessionExpired } = sessionSlice.actions;
export const { selectUser, selectIsAdmin, selectSessionExpired } = sessionSlice.selectors;
