/**
 * Public entry of the session feature: the signed-in user in the store, sign-out, and what the store and
 * persistence need to wire the session in.
 */
export {
  sessionSlice,
  sessionStarted,
  sessionEnded,
  sessionExpired,
  selectUser,
  selectIsAdmin,
  type SessionState,
} from '../../shared/sessionSlice';
export { sessionApi, useLogoutMutation, type SessionUser } from './sessionApi';
export { SESSION_PROBE_ENDPOINTS, sessionCallFulfilled } from './sessionEndpoints';
export { useRoleAllows, useRoleAllowsEach } from './access';
export { useEnrolSecondFactorMutation, type TotpEnrolment } from './sessionApi';
export { default as ServerNotices } from './ServerNotices';
