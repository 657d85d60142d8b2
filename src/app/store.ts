import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import { baseApi, isApiError, NETWORK_ERROR_STATUS } from '../api/baseApi';
import {
  SESSION_PROBE_ENDPOINTS,
  sessionApi,
  sessionSlice,
  sessionEnded,
  sessionExpired,
  sessionStarted,
} from '../features/session';
import { agencyApi } from './agency/agencyApi';
import { clearStoredSession } from './persist';
import { serverDownDetected, uiSlice } from './uiSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Lookups whose failure leaves the page usable (blocks with no data are hidden), so never "server down". */
const NON_ESSENTIAL_ENDPOINTS = new Set<string>([agencyApi.endpoints.getAgency.name]);

/**
 * App-wide reactions to API outcomes, in one place: a signed-in user is stored on login and forgotten on
 * logout or on any 401 (the server ended the session); 5xx and network failures raise the server-down view.
 */
function sessionAndFailureListener() {
  const listener = createListenerMiddleware();

  // The session exists once the code step (or the second factor's set-up) succeeds; the recovery codes
  // shown at set-up are never stored.
  listener.startListening({
    matcher: sessionApi.endpoints.verifySignInCode.matchFulfilled,
    effect: (action, api) => {
      api.dispatch(sessionStarted(action.payload));
    },
  });
  listener.startListening({
    matcher: sessionApi.endpoints.enrolSecondFactor.matchFulfilled,
    effect: (action, api) => {
      const { userdata, roll } = action.payload;
      api.dispatch(sessionStarted({ userdata, roll }));
    },
  });

  listener.startListening({
    matcher: sessionApi.endpoints.logout.matchFulfilled,
    effect: (_action, api) => {
      clearStoredSession();
      api.dispatch(sessionEnded());
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const error = action.payload;
      if (!isApiError(error)) return;
      const endpointName = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '';
      if (error.status === 401 && !SESSION_PROBE_ENDPOINTS.has(endpointName)) {
        clearStoredSession();
        api.dispatch(sessionExpired());
        api.dispatch(baseApi.util.resetApiState());
      } else if (error.status >= 500 || error.status === NETWORK_ERROR_STATUS) {
        if (!SESSION_PROBE_ENDPOINTS.has(endpointName) && !NON_ESSENTIAL_ENDPOINTS.has(endpointName))
          api.dispatch(serverDownDetected());
      }
    },
  });

  return listener.middleware;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionAndFailureListener()).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
