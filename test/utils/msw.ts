import { setupServer } from 'msw/node';

/** The fake network at the fetch boundary. Tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Absolute URL of an API path as the client requests it in jsdom. */
export const apiUrl = (path: string): string => `http://localhost/api${path}`;
