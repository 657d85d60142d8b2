import {
  emailKey,
  formatReference,
  isContactOf,
  isDeliverableAddress,
  isSameCandidate,
  MIN_APPLICANT_PHONE_DIGITS,
  phoneKey,
} from '../../src/domain/candidates';
import { isOpenApplicationStatus, OPEN_APPLICATION_STATUSES } from '../../src/domain/applicationStatuses';

describe('recognising one candidate', () => {
  it('compares e-mails trimmed, lower-cased and with the domain in its ASCII form', () => {
    expect(emailKey('  Asha@Example.IN ')).toBe('asha@example.in');
    expect(emailKey('user@Bücher.de')).toBe('user@xn--bcher-kva.de');
    expect(emailKey('user@bücher.de')).toBe(emailKey('user@xn--bcher-kva.de'));
    expect(emailKey('')).toBe('');
    // Text that is no host name stays as typed rather than being cut to one.
    expect(emailKey('user@ü.com/x')).toBe('user@ü.com/x');
  });

  it('compares phones by their digits without the Indian country code or trunk 0', () => {
    for (const phone of ['+91 98250-00000', '0091 98250 00000', '098250 00000', '9825000000'])
      expect(phoneKey(phone)).toBe('9825000000');
    expect(phoneKey('+971 50 123 4567')).toBe('971501234567');
    expect(phoneKey('none')).toBe('');
  });

  it('writes references as prefix, year and a six-digit sequence', () => {
    expect(formatReference(2026, 123)).toBe('SMS-2026-000123');
  });

  it('takes two contacts for one candidate when their e-mails or their phones match, never on blanks', () => {
    const kiran = { email: 'Kiran@Example.com', phone: '' };
    expect(isSameCandidate(kiran, { email: ' kiran@example.com', phone: '12345' })).toBe(true);
    expect(
      isSameCandidate({ email: '', phone: '+91 98250 00000' }, { email: 'x@y.in', phone: '098250 00000' }),
    ).toBe(true);
    expect(isSameCandidate({ email: '', phone: '' }, { email: '', phone: '' })).toBe(false);
    expect(isSameCandidate(kiran, { email: 'zoya@example.com', phone: '' })).toBe(false);
  });

  it("accepts a typed contact as the person's by e-mail (with @) or by phone of enough digits", () => {
    const person = { email: 'asha@example.in', phone: '+91 98250 11223' };
    expect(isContactOf('ASHA@example.in', person)).toBe(true);
    expect(isContactOf('098250 11223', person)).toBe(true);
    // An e-mail is never compared as a phone, nor the other way round.
    expect(isContactOf('9825011223@example.in', person)).toBe(false);
    expect(isContactOf('', person)).toBe(false);
    const short = { email: '', phone: '12345' };
    expect(isContactOf('12345', short)).toBe(true);
    expect(isContactOf('12345', short, MIN_APPLICANT_PHONE_DIGITS)).toBe(false);
  });
});

describe('open application statuses', () => {
  it("are the pipeline's statuses before an outcome", () => {
    expect(OPEN_APPLICATION_STATUSES).toEqual(['New', 'Screening', 'Interview', 'Offered']);
    expect(isOpenApplicationStatus('Offered')).toBe(true);
    expect(isOpenApplicationStatus('Withdrawn')).toBe(false);
  });
});

describe('phone numbers as compared, at their edges', () => {
  it('strips the Indian country code only where the rest is a ten-digit number', () => {
    expect(phoneKey('91 98250 00000')).toBe('9825000000');
    // 91 before eleven digits, or 0091 before nine, is part of the number.
    expect(phoneKey('91 98250 000001')).toBe('9198250000001');
    expect(phoneKey('0091 98250 0000')).toBe('0091982500000');
    expect(phoneKey('')).toBe('');
  });
});

describe('references', () => {
  it('pad the sequence to six digits and keep a longer one whole', () => {
    expect(formatReference(2027, 1)).toBe('SMS-2027-000001');
    expect(formatReference(2026, 999999)).toBe('SMS-2026-999999');
    expect(formatReference(2026, 1234567)).toBe('SMS-2026-1234567');
  });
});

describe('an address the site sends mail to', () => {
  it('is one name, an @ and a domain with a dot, spaces around it ignored', () => {
    for (const email of [
      'asha@example.in',
      ' asha.patel+jobs@mail.example.co.in ',
      'a@b.c',
      'user@bücher.de',
    ])
      expect(isDeliverableAddress(email)).toBe(true);
  });

  it('is not text without a domain, with two @, spaces, a list or a display name', () => {
    for (const email of [
      '',
      'asha',
      'asha@',
      '@example.in',
      'asha@example',
      'asha@@example.in',
      'asha patel@example.in',
      'asha@example.in, zoya@example.in',
      'asha@example.in;zoya@example.in',
      'Asha <asha@example.in>',
      '"asha"@example.in',
    ])
      expect(isDeliverableAddress(email)).toBe(false);
  });
});
