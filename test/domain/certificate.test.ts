import { isCertificateExpired } from '../../src/domain/certificate';
import { currentCertificate } from '../../src/shared/agency/agencyFormat';
import { demoAgency } from '../../src/server/agency';

/** An instant given as a wall-clock time in India. */
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe("the Emigration Act certificate's validity (the day in India)", () => {
  it('is valid through the whole of its last day in India and expired from 00:00 IST after it', () => {
    expect(isCertificateExpired('2030-03-31', inIndia('2030-03-31', '00:00'))).toBe(false);
    expect(isCertificateExpired('2030-03-31', inIndia('2030-03-31', '23:59'))).toBe(false);
    expect(isCertificateExpired('2030-03-31', inIndia('2030-04-01', '00:00'))).toBe(true);
    expect(isCertificateExpired('2030-03-31', inIndia('2031-01-01', '12:00'))).toBe(true);
  });

  it('is expired at 23:30 UTC on its last day, already the next day in India (a UTC day said valid)', () => {
    expect(isCertificateExpired('2030-03-31', new Date('2030-03-31T23:30:00Z'))).toBe(true);
    expect(isCertificateExpired('2030-03-31', new Date('2030-03-31T18:29:59Z'))).toBe(false);
  });

  it('never expires without a last day', () => {
    for (const validUntil of [undefined, null, ''])
      expect(isCertificateExpired(validUntil, inIndia('2999-01-01', '00:00'))).toBe(false);
  });

  it('decides whether the footer and the scam notice show the certificate as a credential', () => {
    const certificate = demoAgency.emigrationCertificate!;
    const validUntil = certificate.validUntil!;
    expect(currentCertificate(demoAgency, inIndia(validUntil, '23:59'))).toEqual(certificate);
    expect(currentCertificate(demoAgency, new Date(`${validUntil}T23:30:00Z`))).toBeUndefined();
    expect(currentCertificate({ ...demoAgency, emigrationCertificate: undefined })).toBeUndefined();
  });
});
