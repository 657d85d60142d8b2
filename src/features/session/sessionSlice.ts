import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './sessionApi';

export interface SessionState {
  /** The signed-in staff user and role, or null when signed out. */
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    sessionEnded: (state) => {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.roll === 'admin',
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectUser, selectIsAdmin } = sessionSlice.selectors;
