import type { Agency } from './agencyApi';
import { CALENDAR_DATE, formatDateTime, regionName } from '../intlFormats';

/** A `tel:` link for a phone number as people write it ("+91 79 4890 2150" -> "tel:+917948902150"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** A WhatsApp chat link for an international number. */
export const whatsappHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

const countryName = (code: string | undefined, language: string): string | undefined =>
  code ? regionName(language, code) : undefined;

/**
 * The postal address as display lines: street lines, "City", "State PIN, Country" (the country named in
 * `language`, a BCP 47 tag: ભારત on a Gujarati page). Empty when not configured.
 */
export function addressLines(address: Agency['address'], language = 'en'): string[] {
  if (!address) return [];
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  const country = countryName(address.countryCode, language);
  const last = [region, country].filter(Boolean).join(', ');
  return [...(address.lines ?? []), address.city, last].filter((line): line is string => Boolean(line));
}

/** The address on one line, or undefined when not configured. */
export const addressOneLine = (address: Agency['address'], language = 'en'): string | undefined =>
  addressLines(address, language).join(', ') || undefined;

/** "31 March 2030" for a YYYY-MM-DD date. */
export const longDate = (isoDate: string): string =>
  formatDateTime('en-IN', CALENDAR_DATE, new Date(`${isoDate}T00:00:00Z`));

/** The Emigration Act certificate while it is valid (an expired one is not shown as a credential). */
export function currentCertificate(
  agency: Agency | undefined,
  today = new Date(),
): Agency['emigrationCertificate'] | undefined {
  const certificate = agency?.emigrationCertificate;
  if (!certificate) return undefined;
  if (certificate.validUntil && certificate.validUntil < today.toISOString().slice(0, 10)) return undefined;
  return certificate;
}
