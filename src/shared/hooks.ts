import { useDispatch, useSelector, useStore } from 'react-redux';
import type { EnhancedStore, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from '../api/baseApi';
import type { sessionSlice } from './sessionSlice';
import type { UiState } from './uiSlice';

/*
 * The store's types, for the layers below the composition root: the store itself is made in src/app/store.ts,
 * which checks that its reducer has this state.
 */

/** The whole state: the API cache, the session and the screen's UI state. */
export type RootState = {
  [K in (typeof baseApi)['reducerPath']]: ReturnType<(typeof baseApi)['reducer']>;
} & {
  session: ReturnType<(typeof sessionSlice)['reducer']>;
  ui: UiState;
};

/** The store's dispatch: plain actions and thunks (RTK Query's requests among them). */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

export type AppStore = EnhancedStore<RootState, UnknownAction> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
