import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import sensible from '@fastify/sensible';
import fp from 'fastify-plugin';

/** `@fastify/sensible`: the HTTP error helpers the handlers throw. */
export const sensiblePlugin = fp(
  async (app) => {
    await app.register(sensible);
  },
  { name: 'http-sensible' },
);

/** `@fastify/cookie`: the session cookie is read and set through it. */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'http-cookie' },
);

/** `@fastify/etag`: an ETag on every answer, and 304 for a matching `If-None-Match`. */
export const etagPlugin = fp(
  async (app) => {
    await app.register(etag);
  },
  { name: 'http-etag' },
);

/** `@fastify/compress`: brotli or gzip for every compressible answer. */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      // A quick brotli level: answers are compressed on each request.
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'http-compress' },
);
