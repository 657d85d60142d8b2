import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_OPTIONS } from '../http/multipartBody';

/**
 * The request bodies besides JSON: `multipart/form-data` (`@fastify/multipart`, uploads) and
 * `application/x-www-form-urlencoded` (form posts such as the one-click unsubscribe of RFC 8058: small
 * bodies of text fields).
 */
export const bodiesPlugin = fp(
  async (app) => {
    await app.register(multipart, MULTIPART_OPTIONS);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );
  },
  { name: 'bodies' },
);
