import { emailKey, formatReference, phoneKey } from '../../src/domain/candidates';

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
});
