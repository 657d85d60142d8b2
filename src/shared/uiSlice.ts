import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** Set when a request failed in a way that means the server is unreachable or broken (5xx, network). */
  serverDown: boolean;
  /** The text of the admin search (header box and list box share it). */
  adminSearch: string;
}

const initialState: UiState = { serverDown: false, adminSearch: '' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    serverDownDetected: (state) => {
      state.serverDown = true;
    },
    /** A new screen starts clean: no server-down view, empty search. */
    screenChanged: (state) => {
      state.serverDown = false;
      state.adminSearch = '';
    },
    adminSearchChanged: (state, action: PayloadAction<string>) => {
      state.adminSearch = action.payload;
    },
  },
  selectors: {
    selectServerDown: (state) => state.serverDown,
    selectAdminSearch: (state) => state.adminSearch,
  },
});

export const { serverDownDetected, screenChanged, adminSearchChanged } = uiSlice.actions;
export const { selectServerDown, selectAdminSearch } = uiSlice.selectors;
