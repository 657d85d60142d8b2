/**
 * Whether a candidate agreed to their resume being shared with employers (issue 40's consent rule), and how.
 *
 * The apply form's privacy notice says so from the notice version `EMPLOYER_SHARING_NOTICE` on: an
 * application sent with it (or a later one) agreed on the day it was sent. An application sent with an
 * earlier notice agreed only once staff record the candidate's agreement, with its day and how it was given.
 */
import { agencyDate } from './agencyTime';
import { parseTimestamp } from './timestamps';

/** The first privacy notice (the contract's `ConsentNoticeVersion`) whose words name sharing with employers. */
export const EMPLOYER_SHARING_NOTICE = '2026-12';

/** How staff heard the candidate agree, when the notice they applied under did not ask. */
export const RECORDED_CONSENT_WAYS = ['phone', 'whatsapp', 'in_person'] as const;
export type RecordedConsentWay = (typeof RECORDED_CONSENT_WAYS)[number];

/** How the agreement was given: on the apply form, or as staff recorded it. */
export type EmployerConsentWay = 'apply_form' | RecordedConsentWay;

export interface EmployerConsent {
  how: EmployerConsentWay;
  /** The day in India it was given (`YYYY-MM-DD`). */
  on: string;
}

/** What the rule reads of an application. */
export interface ConsentFacts {
  /** The notice version the application was sent with ('' before the form asked). */
  consent_version: string;
  /** When it was sent with that notice (the stored UTC timestamp), or null. */
  consent_at: string | null;
  /** The agreement staff recorded: its day and way, or null. */
  employer_consent_on: string | null;
  employer_consent_how: string | null;
}

/** Notice versions are `YYYY-MM`: a later notice sorts after an earlier one. */
export const noticeAsksEmployerSharing = (version: string): boolean =>
  /^\d{4}-\d{2}$/.test(version) && version >= EMPLOYER_SHARING_NOTICE;

/** The candidate's agreement to share with employers, or null when there is none. */
export function employerConsentOf(facts: ConsentFacts): EmployerConsent | null {
  if (noticeAsksEmployerSharing(facts.consent_version) && facts.consent_at) {
    const sent = parseTimestamp(facts.consent_at);
    if (sent) return { how: 'apply_form', on: agencyDate(sent) };
  }
  const how = facts.employer_consent_how;
  if (facts.employer_consent_on && how && (RECORDED_CONSENT_WAYS as readonly string[]).includes(how))
    return { how: how as RecordedConsentWay, on: facts.employer_consent_on };
  return null;
}

/**
 * Why a recorded agreement's day cannot be accepted, or null when it can: it is a real `YYYY-MM-DD` day,
 * not before the day the application was sent (`appliedOn`) and not after today in India.
 */
export function recordedConsentDayProblem(
  on: string,
  appliedOn: string,
  today: string = agencyDate(),
): 'not-a-day' | 'too-early' | 'in-the-future' | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(on) ? new Date(`${on}T00:00:00Z`) : null;
  // (A parser may roll an impossible day over, 30 February to 2 March: the day must write back the same.)
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== on) return 'not-a-day';
  if (on < appliedOn) return 'too-early';
  if (on > today) return 'in-the-future';
  return null;
}
