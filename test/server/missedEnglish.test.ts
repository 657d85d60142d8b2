import type { InjectOptions } from 'fastify';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { whatsappFrom } from '../../src/server/config';
import { queueDigest } from '../../src/server/services/jobAlerts';
import { englishWords, readableTexts } from './missedEnglishWords';

/*
 * No English left on Gujarati and Hindi pages: every public route, rendered by the server with the demo
 * data, in /gu/ and /hi/, has no Latin-script word in its text, its `alt`, `aria-label`, `title` and
 * `placeholder` attributes and its head's title and descriptions, outside an explicit allowlist (the
 * brand, social networks, portal names, codes, abbreviations written in Latin letters and addresses), the
 * names the site shows from its data (the associate brands) and what is no text for a reader (the doctype,
 * machine values such as `og:locale`, web and e-mail addresses, handles, phone and reference numbers), and
 * outside elements marked `lang="en"` (staff-entered text, shown as entered: a job's facts, team members'
 * names and positions, an untranslated job's or post's title and description, also in the head). Through
 * the built render entry, as test/server/ssr.test.ts.
 */
jest.setTimeout(300_000);

const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

describe('Gujarati and Hindi pages without missed English', () => {
  let server: TestServer;
  let routes: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { webDir, renderEntry, seedDemo: true });
    const jobs = (await server.app.inject({ method: 'GET', url: '/api/job' })).json<{
      data: { id: number }[];
    }>().data;
    const posts = (await server.app.inject({ method: 'GET', url: '/api/blog' })).json<{
      data: { id: number }[];
    }>().data;
    expect(jobs.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    routes = [
      '/',
      '/about',
      '/contact',
      '/international',
      '/domestic',
      '/blog',
      '/verify',
      '/application-status',
      '/confirm-erasure?token=x',
      '/my-applications',
      '/no-such-page',
      ...jobs.map((job) => `/job-detail/${job.id}`),
      ...posts.map((post) => `/blog-detail/${post.id}`),
    ];
  }, 120_000);
  afterAll(async () => server?.close());

  it('finds English where it is', () => {
    const texts = readableTexts(
      '<!doctype html><!-- build 12 --><html lang="gu"><head><title lang="en">Welder | Sahyog</title>' +
        '<meta property="og:locale:alternate" content="en_IN"><meta name="description" content="Read more">' +
        '<meta property="og:image:alt" content="Welder logo" lang="en"></head>' +
        '<body><p>Apply now <span lang="en">Welder</span></p><img alt="Logo"><script>var x="Hidden"</script>' +
        '<div aria-hidden="true" lang="en"><label>Website</label></div></body></html>',
    );
    expect(texts.flatMap(({ text }) => englishWords(text))).toEqual(['Read', 'more', 'Apply', 'now', 'Logo']);
    // Contact details, references, portals and names from the data are no missed English.
    expect(
      englishWords(
        'ફોન: +91 98250 41736, info@sahyogmanpower.in, SMS-2026-000123, WhatsApp પર Sahyog, @sahyogmanpower, ' +
          'eMigrate ખોલો (emigrate.gov.in), Navrang Motors લોગો',
      ),
    ).toEqual([]);
    // An English word between them is; abbreviations count only in capitals.
    expect(englishWords('Sahyog on WhatsApp')).toEqual(['on']);
    expect(englishWords('રિટેલ અને FMCG, ઇન્ફોર્મેશન ટેકનોલોજી (IT), it is')).toEqual(['it', 'is']);
  });

  it.each(['gu', 'hi'])('every public route in /%s/ reads without English', async (language) => {
    const misses: string[] = [];
    for (const route of routes) {
      const response = await server.app.inject({ method: 'GET', url: `/${language}${route}` });
      expect([200, 404]).toContain(response.statusCode);
      expect(response.body).toContain(`<html lang="${language}"`);
      for (const { where, text } of readableTexts(response.body)) {
        const words = englishWords(text);
        if (words.length > 0)
          misses.push(`${route} ${where}: ${words.join(' ')}  «${text.trim().slice(0, 80)}»`);
      }
    }
    expect([...new Set(misses)]).toEqual([]);
  });
});

/*
 * No English left in the mails and WhatsApp messages a Gujarati or Hindi applicant or subscriber gets: the
 * application's confirmation, every status message (Screening to Placed, Rejected, the applicant's own
 * withdrawal), the erasure link, the subscription's confirmation and the job-alert digest, and the
 * WhatsApp templates' parameters (the template's body is Meta's, registered per language). As on the
 * pages, what staff typed and is shown as typed (a job's location and salary in the digest) is left out;
 * the job's title is translated, so it is checked.
 */
describe.each(databaseTargets)(
  'Gujarati and Hindi mails and WhatsApp messages without missed English on $name',
  (target) => {
    const PUBLIC_URL = 'https://jobs.example.in';
    const TYPED = { location: 'Doha, Qatar', salary: 'QAR 1,800' };
    let server: TestServer;
    let cookie: string;
    beforeAll(async () => {
      server = await startTestServer(target, {
        publicUrl: PUBLIC_URL,
        // WhatsApp on, its API unreachable: the messages stay in the outbox, where this test reads them.
        whatsapp: whatsappFrom({
          WHATSAPP_TOKEN: 'token',
          WHATSAPP_PHONE_NUMBER_ID: '1234',
          WHATSAPP_API_URL: 'http://127.0.0.1:9/',
        }),
      });
      cookie = await signIn(server.app);
    }, 120_000);
    afterAll(async () => server?.close());

    const inject = (options: InjectOptions) => server.app.inject(options);
    const NAMES = { gu: 'રમેશ પટેલ', hi: 'रमेश पटेल' } as const;

    it.each(['gu', 'hi'] as const)(
      'every applicant and subscriber message in %s reads without English',
      async (language) => {
        const since = Date.now() - 1000;
        const job = await createJob(server.app, cookie, {
          title: `Pipe welder (${language})`,
          title_gu: 'પાઇપ વેલ્ડર',
          title_hi: 'पाइप वेल्डर',
          description_gu: '<p>પાઇપ વેલ્ડ કરો.</p>',
          description_hi: '<p>पाइप वेल्ड करें।</p>',
          ...TYPED,
        });
        const apply = async (n: number) => {
          const email = `${language}.${n}.${target.name}@example.com`;
          const body = multipart(
            {
              job_id: String(job.id),
              title: job.title,
              name: NAMES[language],
              email,
              phone: `98765${language === 'gu' ? 1 : 2}${n}000`.slice(0, 10),
              consent: '2026-05',
              language,
            },
            [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }],
          );
          const answer = await inject({
            method: 'POST',
            url: '/api/applications/store',
            headers: body.headers,
            payload: body.payload,
          });
          expect(answer.statusCode).toBe(200);
          const { reference } = answer.json<{ reference: string }>();
          const row = await server.app.db
            .selectFrom('applications')
            .select('id')
            .where('reference', '=', reference)
            .executeTakeFirstOrThrow();
          return { id: row.id, reference, email };
        };
        const move = async (id: number, status: string) => {
          const moved = await inject({
            method: 'POST',
            url: '/api/applications/status',
            headers: { cookie },
            payload: { ids: [id], status, send_message: true },
          });
          expect(moved.statusCode).toBe(200);
        };
        // One applicant through the pipeline to Placed, one Rejected, one who withdraws and asks for erasure.
        const placed = await apply(1);
        for (const status of ['Screening', 'Interview', 'Offered', 'Placed']) await move(placed.id, status);
        const rejected = await apply(2);
        await move(rejected.id, 'Rejected');
        const leaving = await apply(3);
        for (const operation of ['withdraw', 'erasure']) {
          const answer = await inject({
            method: 'POST',
            url: `/api/application-status/${operation}`,
            payload: { reference: leaving.reference, contact: leaving.email },
          });
          expect([operation, answer.statusCode]).toEqual([operation, 200]);
        }
        // A subscriber in this language: the confirmation, then (confirmed) the day's digest.
        const subscriber = `${language}.reader.${target.name}@example.com`;
        const subscribed = await inject({
          method: 'POST',
          url: '/api/subscribers',
          payload: { 'Footer-Email': subscriber, language },
        });
        expect(subscribed.statusCode).toBe(200);
        await server.app.db
          .updateTable('subscribers')
          .set({ confirmed_at: '2026-01-01 00:00:00' })
          .where('email', '=', subscriber)
          .execute();
        await queueDigest(server.app.db, PUBLIC_URL, since, Date.now() + 1000);

        const rows = await server.app.db
          .selectFrom('outbox')
          .select(['kind', 'channel', 'to_address', 'subject', 'text_body', 'template'])
          .where((eb) =>
            eb.or([
              eb('application_id', 'in', [placed.id, rejected.id, leaving.id]),
              eb('to_address', 'in', [leaving.email, subscriber]),
            ]),
          )
          .orderBy('id')
          .execute();
        const kinds = rows.map((row) => `${row.channel}:${row.kind}`);
        // Every kind of message was made, so each is read below.
        for (const kind of [
          'email:applicant-confirmation',
          'email:status-change',
          'email:erasure-link',
          'email:subscriber-confirmation',
          'email:job-alert',
          'whatsapp:applicant-confirmation',
          'whatsapp:status-change',
        ])
          expect(kinds).toContain(kind);
        expect(kinds.filter((kind) => kind === 'email:status-change')).toHaveLength(6);

        const misses: string[] = [];
        for (const row of rows) {
          const texts =
            row.channel === 'whatsapp'
              ? (JSON.parse(row.template ?? '{}') as { parameters: string[] }).parameters
              : [row.subject, row.text_body];
          for (const text of texts) {
            let rest = text;
            for (const typed of Object.values(TYPED)) rest = rest.split(typed).join(' ');
            const words = englishWords(rest);
            if (words.length > 0) misses.push(`${row.channel}:${row.kind}: ${words.join(' ')}`);
          }
        }
        expect([...new Set(misses)]).toEqual([]);
      },
    );
  },
);
