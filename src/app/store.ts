import {
  combineReducers,
  configureStore,
  isRejectedWithValue,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import type { AppStore, RootState } from '../shared/hooks';
import { baseApi, isApiError, NETWORK_ERROR_STATUS } from '../api/baseApi';
import {
  SESSION_PROBE_ENDPOINTS,
  sessionCallFulfilled,
  sessionSlice,
  sessionEnded,
  sessionExpired,
  sessionStarted,
} from '../features/session';
import { agencyApi } from '../shared/agency/agencyApi';
import { clearStoredSession } from './persist';
import { serverDownDetected, uiSlice } from '../shared/uiSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type { RootState } from '../shared/hooks';

/**
 * The job seeker's own reads (their cookie `candidate_sid`): a 401 means no job seeker is signed in, never
 * that the staff session ended, and a failure only leaves the apply form unfilled.
 */
const CANDIDATE_ENDPOINTS = new Set<string>(['getCandidateProfile']);

/** Lookups whose failure leaves the page usable (blocks with no data are hidden), so never "server down". */
const NON_ESSENTIAL_ENDPOINTS = new Set<string>([agencyApi.endpoints.getAgency.name, ...CANDIDATE_ENDPOINTS]);

const codeStepFulfilled = sessionCallFulfilled('verifySignInCode');
const enrolmentFulfilled = sessionCallFulfilled('enrolSecondFactor');
const logoutFulfilled = sessionCallFulfilled('logout');

/**
 * App-wide reactions to API outcomes, in one place: a signed-in user is stored on login and forgotten on
 * logout or on any 401 (the server ended the session); 5xx and network failures raise the server-down view.
 * Each reaction runs once the action has reached the reducers. (A plain middleware: RTK's listener
 * middleware, with its tasks and cancellation, would cost every page's first load about 1.5 KB for this.)
 */
const sessionAndFailureMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  // The session exists once the code step (or the second factor's set-up) succeeds; the recovery codes
  // shown at set-up are never stored.
  if (codeStepFulfilled(action)) {
    api.dispatch(sessionStarted(action.payload));
  } else if (enrolmentFulfilled(action)) {
    const { userdata, roll } = action.payload;
    api.dispatch(sessionStarted({ userdata, roll }));
  } else if (logoutFulfilled(action)) {
    clearStoredSession();
    api.dispatch(sessionEnded());
    api.dispatch(baseApi.util.resetApiState());
  } else if (isRejectedWithValue(action)) {
    const error = action.payload;
    if (!isApiError(error)) return result;
    const endpointName = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '';
    if (
      error.status === 401 &&
      !SESSION_PROBE_ENDPOINTS.has(endpointName) &&
      !CANDIDATE_ENDPOINTS.has(endpointName)
    ) {
      clearStoredSession();
      api.dispatch(sessionExpired());
      api.dispatch(baseApi.util.resetApiState());
    } else if (error.status >= 500 || error.status === NETWORK_ERROR_STATUS) {
      if (!SESSION_PROBE_ENDPOINTS.has(endpointName) && !NON_ESSENTIAL_ENDPOINTS.has(endpointName))
        api.dispatch(serverDownDetected());
    }
  }
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({
    // The reducer's state is the one the layers below are typed with (src/shared/hooks.ts).
    reducer: rootReducer satisfies Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionAndFailureMiddleware).concat(baseApi.middleware),
  });
}

export type { AppDispatch, AppStore } from '../shared/hooks';
