import type { Agency } from './agencyApi';
import { CALENDAR_DATE, formatDateTime, regionName } from '../intlFormats';
import { isCertificateExpired } from '../../domain/certificate';

/** A `tel:` link for a phone number as people write it ("+91 79 4890 2150" -> "tel:+917948902150"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** A WhatsApp chat link for an international number. */
export const whatsappHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** The street lines, city and state of the address in one language's script. */
type AddressText = NonNullable<NonNullable<Agency['address']>['translations']>['gu'];

const countryName = (code: string | undefined, language: string): string | undefined =>
  code ? regionName(language, code) : undefined;

/**
 * The postal address as display lines: street lines, "City", "State PIN, Country", in the script of
 * `language` (a BCP 47 tag) where the configuration has it: the street lines, city and state of
 * `address.translations.gu` on a Gujarati page (each part it leaves out in Latin letters), the country
 * named in the language (ભારત). Empty when not configured.
 */
export function addressLines(address: Agency['address'], language = 'en'): string[] {
  if (!address) return [];
  const translations: Record<string, AddressText | undefined> = address.translations ?? {};
  const translated = translations[language.split('-')[0]];
  const lines = translated?.lines?.length ? translated.lines : (address.lines ?? []);
  const city = translated?.city || address.city;
  const state = translated?.state || address.state;
  const region = [state, address.postalCode].filter(Boolean).join(' ');
  const country = countryName(address.countryCode, language);
  const last = [region, country].filter(Boolean).join(', ');
  return [...lines, city, last].filter((line): line is string => Boolean(line));
}

/** The address on one line, or undefined when not configured. */
export const addressOneLine = (address: Agency['address'], language = 'en'): string | undefined =>
  addressLines(address, language).join(', ') || undefined;

/** "31 March 2030" for a YYYY-MM-DD date. */
export const longDate = (isoDate: string): string =>
  formatDateTime('en-IN', CALENDAR_DATE, new Date(`${isoDate}T00:00:00Z`));

/**
 * The Emigration Act certificate while it is valid, judged on the day in India (an expired one is not shown
 * as a credential).
 */
export function currentCertificate(
  agency: Agency | undefined,
  now = new Date(),
): Agency['emigrationCertificate'] | undefined {
  const certificate = agency?.emigrationCertificate;
  if (!certificate || isCertificateExpired(certificate.validUntil, now)) return undefined;
  return certificate;
}
