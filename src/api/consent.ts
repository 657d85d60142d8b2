// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** The version of the privacy notice the apply form shows now; the server stores it with the consent. */
export const consentNoticeVersion = '2026-12' as const;
