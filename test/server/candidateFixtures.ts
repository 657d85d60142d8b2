/**
 * The job seekers' tests' set-up (accounts and profiles): a new mobile number, a page as the job seeker
 * opens it, staff erasing a candidate, and the English words a Gujarati or Hindi page leaves.
 */
import type { FastifyInstance } from 'fastify';
import { englishWords, readableTexts } from './missedEnglishWords';

/** A new Indian mobile number for each test (the limits count per number). */
export const newMobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A GET as the job seeker of `cookie` (or as nobody). */
export const candidatePage = (app: () => FastifyInstance) => (url: string, cookie?: string) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Staff erase the candidate of a phone number (typed again as the confirmation). */
export async function eraseCandidateByPhone(app: FastifyInstance, staffCookie: string, number: string) {
  const erased = await app.inject({
    method: 'POST',
    url: '/api/applications/erase',
    headers: { cookie: staffCookie },
    payload: { phone: number, confirmation: number },
  });
  expect(erased.statusCode).toBe(200);
}

/** Pages checked for English left in `language`: `check` each, then `expectNone`. */
export function missedEnglishIn(language: string) {
  const misses: string[] = [];
  return {
    check(name: string, html: string) {
      expect(html).toContain(`<html lang="${language}"`);
      for (const { where, text } of readableTexts(html)) {
        const words = englishWords(text);
        if (words.length > 0)
          misses.push(`${name} ${where}: ${words.join(' ')} «${text.trim().slice(0, 80)}»`);
      }
    },
    expectNone: () => expect([...new Set(misses)]).toEqual([]),
  };
}

/** Nothing is left in `table` of the contact of a phone number (after an erasure). */
export async function expectNothingLeftOfPhone(
  app: FastifyInstance,
  table: 'candidate_codes' | 'candidate_profiles',
  number: string,
) {
  const left = await app.db.selectFrom(table).select('id').where('contact', '=', `phone:${number}`).execute();
  expect(left).toEqual([]);
}
