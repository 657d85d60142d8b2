// jsdom only parses the answered page as a browser would.
import { JSDOM } from 'jsdom';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipartPlugin from '@fastify/multipart';
import { APPLY_FIELDS, CONTACT_FIELDS, SUBSCRIBE_FIELDS } from '../../src/domain/publicForms';
import { renderFormPage } from '../../src/ssr/formPage';
import { collectMultipartBody, MULTIPART_OPTIONS } from '../../src/server/http/multipartBody';
import { registerFormPosts, type FormPageRenderer } from '../../src/server/web/formPosts';
import { typedValues } from '../utils/formFieldWalk';

/*
 * The field lists drive the no-JavaScript forms' post handler (issue 39 item 3): a text field added to each list,
 * and to nothing else (test/utils/addedField.ts), goes from a form's post on to the API's operation, and the form
 * comes back with it as typed. The handler (src/server/web/formPosts.ts) and the pages (src/ssr/formPage.tsx)
 * are the real ones; the API's operations stand in, answering as the contract does a field it does not have
 * (400), and keep what they were sent.
 */
jest.mock('../../src/domain/publicForms', () =>
  jest
    .requireActual<typeof import('../utils/addedField')>('../utils/addedField')
    .withAddedField(jest.requireActual('../../src/domain/publicForms')),
);

const LISTS = { apply: APPLY_FIELDS, contact: CONTACT_FIELDS, subscribe: SUBSCRIBE_FIELDS } as const;
const job = { id: 7, title: 'Welder', closed: false, filled: false, valid_through: null };

describe('the post handler passes a field added to a list on to the API’s operation', () => {
  let app: FastifyInstance;
  const received: Partial<Record<keyof typeof LISTS, Record<string, unknown>>> = {};

  beforeAll(async () => {
    app = Fastify();
    app.decorate('config', { allowedOrigins: [] } as unknown as FastifyInstance['config']);
    app.decorate('clock', () => new Date('2026-12-01T10:00:00Z'));
    app.decorate('internalRequests', {
      headers: () => ({}),
    } as unknown as FastifyInstance['internalRequests']);
    await app.register(cookie);
    await app.register(multipartPlugin, MULTIPART_OPTIONS);
    app.get('/api/job/:id', async () => ({ data: job }));
    const operation =
      (form: keyof typeof LISTS) => async (request: FastifyRequest, reply: { code(n: number): unknown }) => {
        received[form] = request.isMultipart()
          ? await collectMultipartBody(request, ['resume'])
          : (request.body as Record<string, unknown>);
        reply.code(400);
        return { message: 'Refused' };
      };
    app.post('/api/applications/store', operation('apply'));
    app.post('/api/enquiries', operation('contact'));
    app.post('/api/subscribers', operation('subscribe'));
    registerFormPosts(app, renderFormPage as FormPageRenderer);
    await app.ready();
  });
  afterAll(() => app.close());

  /** A browser's multipart post of a form. */
  async function post(url: string, fields: Record<string, string>, withResume: boolean) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (withResume) form.append('resume', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), 'cv.pdf');
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it.each([
    ['apply', '/job-detail/7/apply'],
    ['contact', '/contact'],
    ['subscribe', '/gu/subscribe'],
  ] as const)('the %s form (%s)', async (form, url) => {
    const fields = { ...typedValues(LISTS[form]), website: '', language: 'en', added_field: 'added text' };
    const answer = await post(url, fields, form === 'apply');
    expect(received[form]).toMatchObject({ added_field: 'added text' });
    expect(answer.statusCode).toBe(400);
    const { document } = new JSDOM(answer.body).window;
    expect(document.querySelector<HTMLInputElement>('form [name="added_field"]')?.value).toBe('added text');
  });
});
