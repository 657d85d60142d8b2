import { isFulfilled, type PayloadAction } from '@reduxjs/toolkit';
import type { sessionApi } from './sessionApi';

type SessionEndpoints = typeof sessionApi.endpoints;
type SessionEndpoint = keyof SessionEndpoints;

/**
 * Operations whose 401 means "wrong credentials", "wrong code" or "not signed in yet", not "session
 * ended": the sign-in steps, the public password reset and signing out.
 */
export const SESSION_PROBE_ENDPOINTS = new Set<string>([
  'login',
  'verifySignInCode',
  'enrolSecondFactor',
  'logout',
  'requestPasswordReset',
  'resetPassword',
] satisfies SessionEndpoint[]);

/**
 * `sessionApi.endpoints[name].matchFulfilled` by the endpoint's name alone: the store's listeners are part of
 * every page's first scripts, the session endpoints' code only of the pages that call them.
 */
export const sessionCallFulfilled =
  <E extends SessionEndpoint>(endpointName: E) =>
  (action: unknown): action is PayloadAction<SessionEndpoints[E]['Types']['ResultType']> =>
    isFulfilled(action) &&
    (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName === endpointName;
