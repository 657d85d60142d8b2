import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { assertContractAnswer } from './contract';
import { fakeApi } from './fakeApi';

/**
 * The fake network at the fetch boundary: the fake API's handlers (test/utils/fakeApi/) answer every
 * operation of the contract. A test may put its own handler in front with `server.use(...)`, answering
 * through `contractJson` so that its answer is checked against the contract too.
 */
export const server = setupServer(...fakeApi.handlers);

/** Absolute URL of an API path as the client requests it in jsdom. */
export const apiUrl = (path: string): string => `http://localhost/api${path}`;

/** An MSW JSON answer for an operation, checked against the contract first (a fake may not invent shapes). */
export function contractJson(operationId: string, body: unknown, status = 200): Response {
  assertContractAnswer(operationId, status, body);
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/**
 * An answer the contract does not allow, for the tests of how the SPA copes with a broken server or a
 * proxy in between (e.g. a 200 without `data`, a 201 where only 200 is documented). Use it only for
 * that: everything else goes through the fake API or `contractJson`.
 */
export function offContractJson(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}
