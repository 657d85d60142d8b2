import { enumOf } from '../../src/server/openapi/catalogue';
import {
  EMPLOYER_SHARING_NOTICE,
  employerConsentOf,
  noticeAsksEmployerSharing,
  recordedConsentDayProblem,
} from '../../src/domain/employerConsent';

const facts = (overrides: Partial<Parameters<typeof employerConsentOf>[0]> = {}) => ({
  consent_version: '2026-05',
  consent_at: '2026-11-30 20:00:00',
  employer_consent_on: null,
  employer_consent_how: null,
  ...overrides,
});

describe('employer consent', () => {
  it('is a notice version the contract lists', () => {
    expect(enumOf('ConsentNoticeVersion')).toContain(EMPLOYER_SHARING_NOTICE);
    expect(noticeAsksEmployerSharing('2026-05')).toBe(false);
    expect(noticeAsksEmployerSharing(EMPLOYER_SHARING_NOTICE)).toBe(true);
    expect(noticeAsksEmployerSharing('2027-01')).toBe(true);
    expect(noticeAsksEmployerSharing('')).toBe(false);
    expect(noticeAsksEmployerSharing('9999')).toBe(false);
  });

  it('is given on the apply form from the newer notice, on the day in India it was sent', () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in India.
    expect(employerConsentOf(facts({ consent_version: EMPLOYER_SHARING_NOTICE }))).toEqual({
      how: 'apply_form',
      on: '2026-12-01',
    });
  });

  it('is missing for an older notice until staff record it, then as recorded', () => {
    expect(employerConsentOf(facts())).toBeNull();
    expect(employerConsentOf(facts({ consent_version: '', consent_at: null }))).toBeNull();
    expect(
      employerConsentOf(facts({ employer_consent_on: '2026-12-03', employer_consent_how: 'in_person' })),
    ).toEqual({ how: 'in_person', on: '2026-12-03' });
    // A way the rule does not know is no agreement.
    expect(
      employerConsentOf(facts({ employer_consent_on: '2026-12-03', employer_consent_how: 'rumour' })),
    ).toBeNull();
  });

  it('accepts a recorded day from the day of the application to today', () => {
    const check = (on: string) => recordedConsentDayProblem(on, '2026-12-01', '2026-12-06');
    expect(check('2026-12-01')).toBeNull();
    expect(check('2026-12-06')).toBeNull();
    expect(check('2026-11-30')).toBe('too-early');
    expect(check('2026-12-07')).toBe('in-the-future');
    expect(check('2026-02-30')).toBe('not-a-day');
    expect(check('6 December')).toBe('not-a-day');
  });
});
