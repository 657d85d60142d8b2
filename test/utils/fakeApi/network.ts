import { http, HttpResponse, type HttpHandler } from 'msw';
import { message } from '../../../src/api/messages';
import { maxBytes, megabytes } from '../../../src/api/limits';
import { validationMessage } from './serverCode';
import type { ContractOperation } from './serverCode';
import { assertContractAnswer, checkContractRequest, contract, formFields } from '../contract';
import { refuse, type Behaviours, type Body, type Outcome } from './outcome';
import { fake } from './store';

/**
 * The MSW side of the fake API: one handler per contract operation that logs the request, serves a
 * queued fault, answers 401/403 as the server's session and role checks do, checks the request against
 * the contract (a refused input is a 400 with the server's sentence; a request the SPA should never
 * build is recorded as a violation), runs the operation's behaviour and checks its answer.
 */

const API_ORIGIN = 'http://localhost/api';

/** The default sentence of a fault the server gives with this status (from the contract's catalogue). */
export function faultSentence(status: number): string {
  switch (status) {
    case 400:
      return message('requestInvalid');
    case 401:
      return message('signInRequired');
    case 403:
      return message('notAllowed');
    case 404:
      return message('pathNotFound');
    case 413:
      return message('imageTooLarge', { imageMegabytes: megabytes(maxBytes.ImageFile) });
    case 415:
      return message('contentTypeRejected');
    case 429:
      return message('tooManyRequests', { tryAgain: message('tryAgainLater') });
    default:
      return status >= 500 ? message('serverFault') : message('requestNotHandled');
  }
}

/**
 * Validation keywords that judge what a person typed or picked (a blank or too long text, a missing
 * file): the server answers them with a 400 naming the field, and so does the fake. Any other
 * keyword (a type, an enum, an unknown field) means the SPA built a request the contract never allows.
 */
const INPUT_KEYWORDS = new Set([
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);

function violation(text: string): void {
  fake.violations.push(text);
}

/** An answer, checked against the contract first (5xx answers: `{message}`, as the server sends them). */
function answer(operationId: string, { status, body }: Outcome): Response {
  try {
    if (status >= 500) {
      if (typeof (body as { message?: unknown }).message !== 'string')
        throw new Error(`${operationId} ${status} must answer {message}.`);
    } else {
      assertContractAnswer(operationId, status, body);
    }
  } catch (error) {
    violation(`The fake answered off the contract: ${(error as Error).message}`);
  }
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

async function bodyOf(op: ContractOperation, request: Request): Promise<unknown> {
  if (op.bodyMediaTypes.length === 0 || request.method === 'GET' || request.method === 'DELETE') {
    const raw = request.method === 'GET' ? '' : await request.text();
    return raw === '' ? undefined : raw;
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return request.formData();
  const raw = await request.text();
  if (raw === '') return undefined;
  return type === 'application/json' ? (JSON.parse(raw) as unknown) : raw;
}

function handlerOf(op: ContractOperation, behaviours: Behaviours): HttpHandler {
  const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  const url = `${API_ORIGIN}${op.openapiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
  return http[method](url, async ({ request, params }) => {
    const operationId = op.operationId;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const textParams = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    );
    const body = await bodyOf(op, request);
    fake.received.push({
      operationId,
      params: textParams,
      query,
      body: body instanceof FormData ? formFields(body, op.fileFields) : body,
    });

    const fault = fake.faults.get(operationId)?.shift();
    if (fault?.kind === 'network') return HttpResponse.error();
    if (fault) return answer(operationId, refuse(fault.status, fault.sentence));

    const behaviour = behaviours[operationId];
    if (!behaviour) {
      violation(
        `The fake API does not answer ${operationId} (${op.method} ${op.openapiPath}); add it to a resource module of test/utils/fakeApi/.`,
      );
      return answer(operationId, refuse(500, message('serverFault')));
    }
    const session = fake.store.session;
    if (op.requiresSession && !session) return answer(operationId, refuse(401, message('signInRequired')));
    if (op.requiresSession && session && !op.roles.includes(session.role))
      return answer(operationId, refuse(403, message('roleForbidden')));

    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (body !== undefined && op.bodyMediaTypes.length > 0 && !op.bodyMediaTypes.includes(mediaType)) {
      violation(
        `${operationId} was sent as ${mediaType || 'no content type'}, not ${op.bodyMediaTypes.join(' or ')}.`,
      );
      return answer(
        operationId,
        refuse(415, `This request must be sent as ${op.bodyMediaTypes.join(' or ')}.`),
      );
    }
    let checked;
    try {
      checked = checkContractRequest(operationId, { params: textParams, query, body });
    } catch (error) {
      violation((error as Error).message);
      return answer(operationId, refuse(400, message('requestInvalid')));
    }
    if (checked.error) {
      const { part, error } = checked.error;
      if (!INPUT_KEYWORDS.has(error.keyword))
        violation(
          `${operationId} request ${part} is off the contract: ${error.instancePath || '/'} ${error.message ?? error.keyword}`,
        );
      return answer(operationId, refuse(400, validationMessage([error], part)));
    }
    const outcome = behaviour({
      params: checked.params,
      query: checked.query,
      body: (checked.body ?? {}) as Body,
    });
    return answer(operationId, outcome);
  });
}

/** The MSW handlers, one per contract operation; specific paths before those with parameters, so `/applications/export` is not read as an id. */
export function contractHandlers(behaviours: Behaviours): HttpHandler[] {
  return [...contract.operations]
    .sort((a, b) => (a.openapiPath.match(/\{/g)?.length ?? 0) - (b.openapiPath.match(/\{/g)?.length ?? 0))
    .map((op) => handlerOf(op, behaviours));
}
