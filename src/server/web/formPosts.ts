/**
 * The public forms without JavaScript (progressive enhancement): the job's apply page
 * (`GET /job-detail/{id}/apply`, under /gu/ and /hi/ too) and the form posts of the apply page, the
 * contact page and the footer's subscribe form (`POST .../job-detail/{id}/apply`, `POST .../contact`,
 * `POST .../subscribe`, multipart/form-data as a browser sends a form). Each post is handed to the API's
 * own operation in process (`app.inject`: createApplication, createEnquiry, createSubscriber), so the
 * contract's validation, the rate limits and the services are the ones the SPA's requests meet; the
 * answer is a page (rendered by the render entry's `formPage`) with the spec's sentence, the application's
 * reference, or the form again with what was typed. Posts from other sites are refused as the API refuses
 * them (the same-origin guard). The pages are never indexed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../openapi/catalogue';
import { collectMultipartBody } from '../http/multipartBody';
import { sameOriginGuard } from '../services/sameOrigin';
import { AGENCY_NAME } from '../services/pipelineTexts';
import type { UploadedFile } from '../services/files';
import { isJobClosed } from '../../domain/jobClosing';
import { LANGUAGES, prefixOf } from '../../domain/languages';
import { routes } from '../../routes/registry';
import {
  APPLY_FIELDS,
  postedTextValues,
  type FormOutcome,
  type FormPageInput,
  type PublicFormName,
} from '../../domain/publicForms';
import { CANDIDATE_COOKIE, findCandidateSession } from '../services/candidateAccounts';
import { profilePrefill } from '../services/candidateProfiles';

/** The render entry's `formPage` (src/ssr/formPage.tsx). */
export type FormPageRenderer = (input: FormPageInput) => Promise<string>;

/** The spec's sentences of the contact and subscribe forms. */
const SUBMISSION_RECEIVED = message('submissionReceived');
const SUBMISSION_FAILED = message('submissionFailed');
const RESUME_MISSING = message('resumeMissing');
const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      // A form on the page posts with its Origin (no-referrer would send "null", which the guard refuses).
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/** The headers an in-process request carries from the visitor's: who they are, for the rate limits. */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  for (const name of ['x-forwarded-for', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'uploaded-file';

export function registerFormPosts(app: FastifyInstance, renderPage: FormPageRenderer): void {
  const guard = sameOriginGuard(app.config.allowedOrigins);

  /** The job, as the API answers it to a visitor (undefined when there is none). */
  const findJob = async (request: FastifyRequest, id: string) => {
    if (!POSITIVE_ID.test(id)) return undefined;
    const answer = await app.inject({
      method: 'GET',
      url: `/api/job/${id}`,
      headers: { accept: 'application/json', ...app.internalRequests.headers() },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return undefined;
    type Answer = { id: number; title: string; title_gu?: string | null; title_hi?: string | null };
    const job = (answer.json() as { data: Answer & Parameters<typeof isJobClosed>[0] }).data;
    return {
      id: job.id,
      title: job.title,
      title_gu: job.title_gu ?? null,
      title_hi: job.title_hi ?? null,
      closed: isJobClosed(job, app.clock()),
    };
  };

  /**
   * What fills the form for a signed-in job seeker (their own cookie only): the profile's name and gender,
   * the contact they signed in with, and their stored resume's name.
   */
  const prefillOf = async (request: FastifyRequest) => {
    const token = request.cookies[CANDIDATE_COOKIE];
    const session = token ? await findCandidateSession(app.db, token, app.clock()) : undefined;
    if (!session) return undefined;
    const profile = await profilePrefill(app.db, session.contact);
    return {
      token: token ?? '',
      prefill: {
        values: { name: profile.name, gender: profile.gender, email: profile.email, phone: profile.phone },
        ...(profile.has_resume ? { storedResume: profile.resume_name || 'resume.pdf' } : {}),
      },
    };
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0].replace(/\/apply\/?$/, '');
    return reply.redirect(path, 303);
  };

  for (const language of LANGUAGES) {
    const prefix = prefixOf(language);
    const base = { locale: language, siteName: AGENCY_NAME };

    app.get<{ Params: { id: string } }>(`${prefix}${routes.jobApply.path}`, async (request, reply) => {
      const job = await findJob(request, request.params.id);
      if (!job) return notFound(request, reply);
      const signedIn = await prefillOf(request);
      return sendPage(
        reply,
        200,
        await renderPage({ ...base, kind: 'apply', job, ...(signedIn ? { prefill: signedIn.prefill } : {}) }),
      );
    });

    app.post<{ Params: { id: string } }>(`${prefix}${routes.jobApply.path}`, async (request, reply) => {
      await guard(request);
      const job = await findJob(request, request.params.id);
      if (!job) return notFound(request, reply);
      const body = await collectMultipartBody(
        request,
        APPLY_FIELDS.filter((field) => field.kind === 'file').map((field) => field.name),
      );
      // The text fields of the form's list (src/domain/publicForms.ts), as typed; files apart.
      const values = postedTextValues('apply', body);
      const signedIn = await prefillOf(request);
      const refused = (status: number, sentence: string) =>
        renderPage({
          ...base,
          kind: 'apply',
          job,
          outcome: { ok: false, sentence, values },
          ...(signedIn ? { prefill: { ...signedIn.prefill, values } } : {}),
        }).then((html) => sendPage(reply, status, html));
      const resume = body.resume;
      // One tap: no file, and the signed-in job seeker's stored resume ticked.
      const useStored =
        !isUploadedFile(resume) && values.use_stored_resume === 'true' && signedIn?.prefill.storedResume;
      // The SPA's form asks for the resume before it sends; so does this page (the same sentence).
      if (!isUploadedFile(resume) && !useStored) return refused(400, RESUME_MISSING);
      const form = new FormData();
      for (const [name, value] of Object.entries(values))
        if (name !== 'use_stored_resume') form.append(name, value);
      form.set('job_id', String(job.id));
      if (isUploadedFile(resume))
        form.append(
          'resume',
          new Blob([new Uint8Array(resume.data)], { type: 'application/pdf' }),
          resume.clientFileName,
        );
      else form.set('use_stored_resume', 'true');
      const encoded = new Response(form);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: {
          ...forwardedHeaders(request),
          'content-type': encoded.headers.get('content-type') ?? '',
          accept: 'application/json',
          // Only the job seeker's own cookie travels on (the API copies their stored resume with it).
          ...(useStored && signedIn ? { cookie: `${CANDIDATE_COOKIE}=${signedIn.token}` } : {}),
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
        remoteAddress: request.ip,
      });
      const result = answer.json() as { message?: string; reference?: string };
      if (answer.statusCode !== 200) {
        if (answer.headers['retry-after']) reply.header('retry-after', String(answer.headers['retry-after']));
        return refused(answer.statusCode, result.message ?? SUBMISSION_FAILED);
      }
      return sendPage(
        reply,
        200,
        await renderPage({
          ...base,
          kind: 'apply',
          job,
          outcome: {
            ok: true,
            sentence: result.message ?? SUBMISSION_RECEIVED,
            ...(result.reference ? { reference: result.reference } : {}),
          },
        }),
      );
    });

    /** A text form posted to a JSON operation: the spec's success or failure sentence on a page. */
    const textForm = (kind: Exclude<PublicFormName, 'apply'>, path: string, operationUrl: string) =>
      app.post(`${prefix}${path}`, async (request, reply) => {
        await guard(request);
        const values = postedTextValues(kind, await collectMultipartBody(request, []));
        const answer = await app.inject({
          method: 'POST',
          url: operationUrl,
          headers: {
            ...forwardedHeaders(request),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          payload: JSON.stringify(values),
          remoteAddress: request.ip,
        });
        const ok = answer.statusCode === 200;
        if (!ok && answer.headers['retry-after'])
          reply.header('retry-after', String(answer.headers['retry-after']));
        const outcome: FormOutcome = ok
          ? { ok: true, sentence: SUBMISSION_RECEIVED }
          : { ok: false, sentence: SUBMISSION_FAILED, values };
        return sendPage(reply, ok ? 200 : answer.statusCode, await renderPage({ ...base, kind, outcome }));
      });
    textForm('contact', routes.contact.path, '/api/enquiries');
    textForm('subscribe', routes.subscribe.path, '/api/subscribers');
  }
}
