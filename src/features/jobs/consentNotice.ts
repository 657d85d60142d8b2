import { consentNoticeVersion } from '../../api/consent';

/**
 * The version of the privacy notice shown in the apply dialog (from the contract); the server stores it with the
 * consent. The notice's words are in the `apply` namespace of src/i18n/messages (`consentTitle`, `consentText`).
 */
export const CONSENT_NOTICE_VERSION = consentNoticeVersion;
