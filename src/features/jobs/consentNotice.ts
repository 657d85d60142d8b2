import { consentNoticeVersion } from '../../api/consent';

/** The version of the privacy notice below (from the contract); the server stores it with the consent. */
export const CONSENT_NOTICE_VERSION = consentNoticeVersion;

export const CONSENT_NOTICE_TITLE = 'How we use your details';
export const CONSENT_NOTICE_TEXT =
  'We collect your name, e-mail, phone number, gender, message and resume only to consider you for this and similar jobs and to contact you about them. We keep them for up to one year, then erase them. To see or erase your details sooner, contact us by phone or e-mail with your reference number.';
export const CONSENT_LABEL = 'I agree to the use of my details as described above.';
export const CONSENT_REQUIRED_TEXT = 'Please tick the box to agree to the privacy notice before applying.';
