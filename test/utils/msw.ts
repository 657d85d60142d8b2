import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { assertContractAnswer } from './contract';

/** The fake network at the fetch boundary. Tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Absolute URL of an API path as the client requests it in jsdom. */
export const apiUrl = (path: string): string => `http://localhost/api${path}`;

/** An MSW JSON answer for an operation, checked against the contract first (a fake may not invent shapes). */
export function contractJson(operationId: string, body: unknown, status = 200): Response {
  assertContractAnswer(operationId, status, body);
  return HttpResponse.json(body as Record<string, unknown>, { status });
}
