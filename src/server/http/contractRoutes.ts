import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from '../openapi/contract';
import { collectMultipartBody } from './multipartBody';
import { sessionUserOf } from '../services/sessions';
import { forbidden, methodNotAllowed, unauthorized, unsupportedMediaType } from '../services/errors';
import { routeRateLimit } from '../services/rateLimit';
import type { OperationHandler, OperationHandlers, OperationId } from '../fastifyTypes';
import { assertStorableRequest, contractValidatorCompiler } from './validators';
import { message } from '../openapi/catalogue';

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Refuses a body in a media type the operation does not list (415). */
function contentTypeGuard(operation: ContractOperation) {
  return async (request: FastifyRequest) => {
    if (operation.bodyMediaTypes.length === 0 || !hasBody(request)) return;
    if (!operation.bodyMediaTypes.includes(mediaTypeOf(request))) {
      throw unsupportedMediaType(
        message('mediaTypeRequired', { mediaTypes: operation.bodyMediaTypes.join(' or ') }),
      );
    }
  };
}

/**
 * Sets `request.staffUser` from the session cookie, or answers 401; answers 403 when the user's role is
 * not among the operation's `x-roles`.
 */
function requireSession(operation: ContractOperation) {
  return async (request: FastifyRequest) => {
    const user = await sessionUserOf(request);
    if (!user) throw unauthorized();
    request.staffUser = user;
    if (!operation.roles.includes(user.role)) throw forbidden(message('roleForbidden'));
  };
}

/**
 * Operations that count their attempts themselves (SignInLimits; the status page's one limit,
 * StatusPageLimits), instead of the per-IP route limit.
 */
const SELF_COUNTED = new Set([
  'checkApplicationStatus',
  'withdrawApplication',
  'requestErasure',
  'login',
  'verifySignInCode',
  'enrolSecondFactor',
  'changePassword',
  'regenerateRecoveryCodes',
]);

type UntypedHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The route handler of an operation handler. Fastify validated the request against the operation's
 * schema from openapi.yaml before it runs, which is what makes the handler's typed request true.
 */
function routeHandler<Id extends OperationId>(handler: OperationHandler<Id>): UntypedHandler {
  return handler as unknown as UntypedHandler;
}

/**
 * Registers every operation of the contract with its handler (keyed by operationId), its request
 * schema, and the guards its description implies: 415 for unlisted body types, a session for
 * `sessionCookie` security, @fastify/rate-limit per IP address where 429 is documented (login counts
 * its attempts itself, see SignInLimits).
 */
export function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: OperationHandlers,
): void {
  const known = new Set(contract.operations.map((operation) => operation.operationId));
  const extra = Object.keys(handlers).filter((operationId) => !known.has(operationId));
  if (extra.length > 0)
    throw new Error(`Handlers without an operation in openapi.yaml: ${extra.join(', ')}.`);

  const { publicReads, publicWrites } = app.config.rateLimits;
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId as OperationId];
    if (!handler)
      throw new Error(
        `No handler for operation ${operation.operationId} (${operation.method} ${operation.openapiPath}).`,
      );
    const isMultipart = operation.bodyMediaTypes.includes('multipart/form-data');
    const onRequest = operation.requiresSession
      ? [requireSession(operation), contentTypeGuard(operation)]
      : [contentTypeGuard(operation)];
    const rateLimit =
      operation.rateLimited && !SELF_COUNTED.has(operation.operationId)
        ? routeRateLimit(operation.method === 'GET' ? publicReads : publicWrites)
        : false;
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      config: { operationId: operation.operationId, rateLimit },
      onRequest,
      validatorCompiler: contractValidatorCompiler(isMultipart),
      preValidation: async (request: FastifyRequest) => {
        if (isMultipart && request.isMultipart())
          request.body = await collectMultipartBody(request, operation.fileFields);
        assertStorableRequest(request);
      },
      handler: routeHandler(handler),
    });
  }
}

/**
 * The methods the contract lists for the API path a URL names (with HEAD where GET is listed), or
 * undefined when no contract path matches: used to answer 405 with `Allow` for a method a path lacks.
 * As OpenAPI matches paths, a concrete segment names its path before a templated one does, so
 * `/api/job/owners` is the path `/job/owners` (GET), not `/job/{id}` (GET, PUT) with the id "owners".
 */
export function allowedMethods(contract: Contract): (url: string) => string[] | undefined {
  const paths = new Map<string, { pattern: RegExp; concrete: boolean[]; methods: Set<string> }>();
  for (const operation of contract.operations) {
    const entry = paths.get(operation.url) ?? {
      pattern: new RegExp(`^${operation.url.replace(/:[^/]+/g, '[^/]+')}$`),
      concrete: operation.url.split('/').map((segment) => !segment.startsWith(':')),
      methods: new Set<string>(),
    };
    entry.methods.add(operation.method);
    if (operation.method === 'GET') entry.methods.add('HEAD');
    paths.set(operation.url, entry);
  }
  /** Positive when `a` is the more concrete: the first segment where they differ is concrete in `a`. */
  const moreConcrete = (a: boolean[], b: boolean[]) => {
    const at = a.findIndex((concrete, index) => concrete !== b[index]);
    return at < 0 ? 0 : a[at] ? 1 : -1;
  };
  return (url) => {
    const path = url.split('?')[0];
    const matches = [...paths.values()].filter((entry) => entry.pattern.test(path));
    if (matches.length === 0) return undefined;
    const best = matches.reduce((found, entry) =>
      moreConcrete(entry.concrete, found.concrete) > 0 ? entry : found,
    );
    const methods = new Set<string>();
    for (const entry of matches)
      if (moreConcrete(entry.concrete, best.concrete) === 0)
        entry.methods.forEach((method) => methods.add(method));
    return [...methods].sort();
  };
}

/**
 * Answers 405 with `Allow` (before the session, the roles or the body are looked at) when a request
 * uses a method that the contract path its URL names does not list, though a templated path of the
 * same shape would take it: `PUT /api/job/owners` is not `PUT /api/job/{id}` with the id "owners".
 */
export function methodGuard(contract: Contract) {
  const allowedAt = allowedMethods(contract);
  return async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const allowed = allowedAt(request.url);
    if (allowed && !allowed.includes(request.method)) throw methodNotAllowed(request.method, allowed);
  };
}
