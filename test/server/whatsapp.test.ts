import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
  waitUntil,
} from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { whatsappFrom } from '../../src/server/config';

jest.setTimeout(180_000);

const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 4 };
const TOKEN = 'test-token-123';
const PHONE_NUMBER_ID = '1098765432';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A stand-in for the WhatsApp Business Cloud API: it checks each request against the documented template
 * message format (docs/ARCHITECTURE.md, "WhatsApp messages") and answers as the API does. The first `failFirst`
 * requests are refused with 503, to see the outbox retry them. While `behaviour.hold` is set, requests
 * wait for it before being answered; while `behaviour.refuse` is set, each one is refused as the API
 * refuses a recipient it cannot reach (400).
 */
async function startCloudApi(failFirst = 0) {
  const received: Received[] = [];
  const problems: string[] = [];
  const behaviour: { hold?: Promise<void>; refuse: boolean } = { refuse: false };
  let refusals = failFirst;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => void answer());
    const answer = async () => {
      await behaviour.hold;
      const body = JSON.parse(text) as Record<string, unknown>;
      const entry = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      const problem = formatProblem(entry);
      if (problem) {
        problems.push(problem);
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: problem, code: 100 } }));
        return;
      }
      if (behaviour.refuse) {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'Recipient phone number not in allowed list', code: 131030 } }),
        );
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }));
        return;
      }
      received.push(entry);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${received.length}` }] }),
      );
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    problems,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What is wrong with a request, by the documented format; undefined when nothing. */
function formatProblem(request: Received): string | undefined {
  if (request.path !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return `path ${request.path}`;
  if (request.authorization !== `Bearer ${TOKEN}`) return 'authorization';
  if (!request.contentType?.startsWith('application/json')) return 'content type';
  const body = request.body as {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    template?: { name?: unknown; language?: { code?: unknown }; components?: unknown };
  };
  if (body.messaging_product !== 'whatsapp' || body.type !== 'template') return 'product or type';
  if (typeof body.to !== 'string' || !/^[1-9]\d{7,14}$/.test(body.to)) return `to ${String(body.to)}`;
  const template = body.template;
  if (!template || typeof template.name !== 'string') return 'template name';
  if (!['en', 'gu', 'hi'].includes(String(template.language?.code))) return 'language';
  const components = template.components as Array<{ type?: unknown; parameters?: unknown }>;
  if (!Array.isArray(components) || components.length !== 1 || components[0].type !== 'body')
    return 'components';
  const parameters = components[0].parameters as Array<{ type?: unknown; text?: unknown }>;
  if (!Array.isArray(parameters) || parameters.length === 0) return 'parameters';
  for (const parameter of parameters)
    if (parameter.type !== 'text' || typeof parameter.text !== 'string' || /[\n\t]/.test(parameter.text))
      return 'parameter';
  const expected = { application_received: 3, application_status: 4 }[template.name];
  if (expected !== parameters.length) return `${template.name} with ${parameters.length} parameters`;
  return undefined;
}

const templateOf = (entry: Received) =>
  (entry.body as { template: { name: string; language: { code: string } } }).template;
const parametersOf = (entry: Received) =>
  (
    entry.body as { template: { components: Array<{ parameters: Array<{ text: string }> }> } }
  ).template.components[0].parameters.map((parameter) => parameter.text);

describe.each(databaseTargets)('WhatsApp messages on $name', (target) => {
  let smtp: TestSmtpServer;
  let server: TestServer | undefined;
  let api: Awaited<ReturnType<typeof startCloudApi>> | undefined;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await server?.close();
    await api?.close();
    await smtp.close();
    server = undefined;
    api = undefined;
  });

  async function start(withWhatsApp: boolean, failFirst = 0) {
    api = await startCloudApi(failFirst);
    server = await startTestServer(target, {
      smtpUrl: smtp.url,
      outbox: fastOutbox,
      whatsapp: withWhatsApp
        ? whatsappFrom({
            WHATSAPP_TOKEN: TOKEN,
            WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
            WHATSAPP_API_URL: `${api.url}/`,
          })
        : undefined,
    });
    return { app: server.app, cookie: await signIn(server.app) };
  }

  async function apply(app: TestServer['app'], jobId: number, fields: Record<string, string>) {
    const body = multipart({ job_id: String(jobId), consent: '2026-05', ...fields }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ reference: string }>().reference;
  }

  const waitFor = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('sends a phone-only applicant the confirmation and a status change as Gujarati templates, retrying a refusal', async () => {
    const { app, cookie } = await start(true, 1);
    const job = await createJob(app, cookie, { title: 'Welder' });
    const reference = await apply(app, job.id, {
      name: 'ટેસ્ટ\nઉમેદવાર',
      phone: '098250 11223',
      language: 'gu',
    });

    await waitFor(() => api!.received.length >= 1, 'the confirmation');
    const [confirmation] = api!.received;
    expect((confirmation.body as { to: string }).to).toBe('919825011223');
    expect(templateOf(confirmation)).toMatchObject({
      name: 'application_received',
      language: { code: 'gu' },
    });
    // One line each: the new line typed into the name is a space.
    expect(parametersOf(confirmation)).toEqual(['ટેસ્ટ ઉમેદવાર', 'Welder', reference]);
    expect(api!.problems).toEqual([]);

    // The API has the message; the worker records the answer a moment later (on a busy machine, after this
    // test's next look), so the row is read until it is no longer waiting or being sent.
    let row: Record<string, unknown> | undefined;
    await waitUntil(async () => {
      const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
      expectContractShape(outbox, 'listOutbox');
      row = outbox
        .json<{ data: Array<Record<string, unknown>> }>()
        .data.find((m) => m.channel === 'whatsapp');
      return !['pending', 'sending'].includes(String(row?.status));
    }, 20_000);
    // The refused first attempt was retried, as mail is.
    expect(row).toMatchObject({
      kind: 'applicant-confirmation',
      channel: 'whatsapp',
      to_address: '919825011223',
      subject: 'application_received',
      status: 'sent',
      attempts: 2,
    });

    const list = await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const id = list
      .json<Array<{ id: number; reference: string }>>()
      .find((a) => a.reference === reference)?.id;
    const moved = await app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [id], status: 'Interview', send_message: true },
    });
    expect(moved.json()).toMatchObject({ data: { messages: 1 } });
    await waitFor(() => api!.received.length >= 2, 'the status change');
    expect(templateOf(api!.received[1])).toMatchObject({
      name: 'application_status',
      language: { code: 'gu' },
    });
    expect(parametersOf(api!.received[1])).toEqual(['ટેસ્ટ ઉમેદવાર', 'Welder', 'ઇન્ટરવ્યૂ માટે આમંત્રણ', reference]);
    // No e-mail address: no mail to the applicant.
    expect(smtp.received).toEqual([]);
  });

  it('scam text rides in the agency\'s own messages: the probe\'s name "Pay Rs500 fee UPI agency@okaxis or call 98765 43210" gets the neutral greeting by e-mail and WhatsApp, in every language', async () => {
    const { app, cookie } = await start(true);
    const job = await createJob(app, cookie, { title: 'Driver' });
    const probe = 'Pay Rs500 fee UPI agency@okaxis or call 98765 43210';
    const neutral = { en: 'applicant', gu: 'ઉમેદવાર', hi: 'आवेदक' } as const;
    const greeting = { en: 'Dear', gu: 'પ્રિય', hi: 'प्रिय' } as const;
    const languages = ['en', 'gu', 'hi'] as const;
    const references: string[] = [];
    for (const [index, language] of languages.entries())
      references.push(
        await apply(app, job.id, {
          name: probe,
          email: `victim-${language}@example.com`,
          phone: `98250 1100${index}`,
          language,
        }),
      );
    const list = await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const ids = list
      .json<Array<{ id: number; reference: string }>>()
      .filter((a) => references.includes(a.reference))
      .map((a) => a.id);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids, status: 'Interview', send_message: true },
    });
    expect(moved.statusCode).toBe(200);
    // Per applicant: the confirmation and the Interview message, by mail and by WhatsApp.
    await waitFor(() => smtp.received.length >= 6 && api!.received.length >= 6, 'the messages');
    const scam = /Rs500|okaxis|98765|43210|UPI|Pay /;
    for (const [index, language] of languages.entries()) {
      const mails = smtp.received.filter((mail) => mail.to.includes(`victim-${language}@example.com`));
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.text.split('\n')[0]).toBe(`${greeting[language]} ${neutral[language]},`);
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(scam);
      }
      const chats = api!.received.filter(
        (entry) => (entry.body as { to: string }).to === `91982501100${index}`,
      );
      expect(chats.map((entry) => templateOf(entry).name).sort()).toEqual([
        'application_received',
        'application_status',
      ]);
      for (const chat of chats) {
        expect(templateOf(chat).language.code).toBe(language);
        expect(parametersOf(chat)[0]).toBe(neutral[language]);
        expect(parametersOf(chat).join(' ')).not.toMatch(scam);
      }
    }
    // The Outbox screen shows staff the same texts.
    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
    for (const row of outbox.json<{ data: Array<{ subject: string }> }>().data)
      expect(JSON.stringify(row)).not.toMatch(/okaxis|98765 43210/);
    expect(api!.problems).toEqual([]);
  });

  it('sends an applicant with e-mail and phone both, in Hindi; a phone that is no number gets none', async () => {
    const { app, cookie } = await start(true);
    const job = await createJob(app, cookie, { title: 'Cook' });
    await apply(app, job.id, {
      name: 'राम',
      email: 'ram@example.com',
      phone: '+971 50 123 4567',
      language: 'hi',
    });
    await apply(app, job.id, { name: 'No number', email: 'none@example.com', phone: '12345' });
    await waitFor(() => smtp.received.length >= 2 && api!.received.length >= 1, 'the messages');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api!.received).toHaveLength(1);
    expect((api!.received[0].body as { to: string }).to).toBe('971501234567');
    expect(templateOf(api!.received[0]).language.code).toBe('hi');
  });

  it('the history says a WhatsApp status message is queued, then sent, or failed when the API refuses it', async () => {
    const { app, cookie } = await start(true);
    const job = await createJob(app, cookie, { title: 'Mason' });
    const reference = await apply(app, job.id, { name: 'Phone only', phone: '98250 11224' });
    await waitFor(() => api!.received.length >= 1, 'the confirmation');
    const list = await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const id = list
      .json<Array<{ id: number; reference: string }>>()
      .find((a) => a.reference === reference)?.id;
    const history = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/applications/history/${id}`,
        headers: { cookie },
      });
      expectContractShape(answer, 'getApplicationHistory');
      return answer
        .json<{ data: Array<{ to_status: string; messages: Array<{ channel: string; state: string }> }> }>()
        .data.map((event) => [event.to_status, event.messages]);
    };
    const move = (status: string) =>
      app.inject({
        method: 'POST',
        url: '/api/applications/status',
        headers: { cookie },
        payload: { ids: [id], status, send_message: true },
      });

    // The Cloud API holds its answer: the message is waiting (or being sent), so the history says queued.
    let release = () => {};
    api!.behaviour.hold = new Promise<void>((resolve) => (release = resolve));
    expect((await move('Interview')).json()).toMatchObject({ data: { messages: 1 } });
    expect(await history()).toEqual([
      ['New', []],
      ['Interview', [{ channel: 'whatsapp', state: 'queued' }]],
    ]);
    release();
    api!.behaviour.hold = undefined;
    await waitFor(() => api!.received.length >= 2, 'the status change');
    const settled = async (state: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const entries = await history();
        if (
          JSON.stringify(entries[entries.length - 1][1]) === JSON.stringify([{ channel: 'whatsapp', state }])
        )
          return entries;
        if (Date.now() > deadline)
          throw new Error(`The history never said ${state}: ${JSON.stringify(entries)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    expect(await settled('sent')).toEqual([
      ['New', []],
      ['Interview', [{ channel: 'whatsapp', state: 'sent' }]],
    ]);

    // The API refuses every attempt: once the outbox gives up, the history says failed.
    api!.behaviour.refuse = true;
    await move('Rejected');
    expect(await settled('failed')).toEqual([
      ['New', []],
      ['Interview', [{ channel: 'whatsapp', state: 'sent' }]],
      ['Rejected', [{ channel: 'whatsapp', state: 'failed' }]],
    ]);
    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
    const refused = outbox
      .json<{ data: Array<{ channel: string; status: string; attempts: number }> }>()
      .data.filter((m) => m.channel === 'whatsapp' && m.status === 'failed');
    expect(refused).toHaveLength(1);
    expect(refused[0].attempts).toBeGreaterThanOrEqual(1);
    expect(api!.problems).toEqual([]);
  });

  it('without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID stores and sends nothing on WhatsApp', async () => {
    expect(whatsappFrom({ WHATSAPP_TOKEN: TOKEN })).toBeUndefined();
    expect(whatsappFrom({ WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID })).toBeUndefined();
    const { app, cookie } = await start(false);
    const job = await createJob(app, cookie, { title: 'Driver' });
    await apply(app, job.id, { name: 'Phone only', phone: '9825011223' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
    const rows = outbox.json<{ data: Array<{ channel: string }> }>().data;
    expect(rows.filter((m) => m.channel === 'whatsapp')).toEqual([]);
    expect(api!.received).toEqual([]);
  });
});
