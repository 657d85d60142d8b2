import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './ssr';
import { pageRateLimit } from '../services/rateLimit';
import { CONTENT_CODINGS, negotiateCoding } from '../services/versionedCache';

const HASHED_ASSET = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Manpower agency</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Manpower agency</h1>
<p>The website has not been built on this machine yet (run <code>npm run build:web</code>). The API is running.</p>
<p><a href="/api/docs">API documentation</a> · <a href="/api/job">Jobs (JSON)</a></p>
</body>
</html>
`;

/** The suffixes of the build's compressed copies of its files (see webpack.config.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

function cacheHeaderFor(filePath: string): string {
  // A compressed copy is cached as the file it stands for.
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (name.endsWith('.html')) return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page of a visitor over the page limit (429): what happened and when to come back. */
const tooManyPagesHtml = (sentence: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(sentence)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<p>${escapeHtml(sentence)}</p>
</body>
</html>
`;

/** Answers a page request (any GET or HEAD outside /api and the built files). */
export type SendApp = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, other files for an hour. Every
 * other GET outside /api is a page: rendered by `renderer` (the public routes with their data and
 * status, the sign-in and staff routes as the client shell, both revalidated on each use), or, without
 * a render entry, answered with index.html so client-side routes work on reload. Without a build, a
 * small placeholder page stands in. Each page request counts once against its address's page limit
 * (`pageRateLimit`); over it, the page is a 429 with `Retry-After`.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  renderer?: PageRenderer,
): Promise<{ sendApp: SendApp }> {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn({ webDir }, 'No built website found; serving a placeholder page at /.');
    return {
      sendApp: (_request, reply) =>
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(PLACEHOLDER_PAGE),
    };
  }
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    // "/" is a page like any other: rendered, not the shell's index.html.
    index: false,
    // A route per built file, found once at start: a page's path (anything else) goes straight to the
    // not-found handler and its renderer, without looking for a file of that name on disk first (a stat
    // and a directory read per page request, most of a cached page's cost).
    wildcard: false,
    // The site answers these itself (site.ts); a built file of that name is not a second route. The
    // build's compressed copies are not routes of their own either: each is sent in its file's place.
    globIgnore: ['robots.txt', 'sitemap*.xml', '**/*.br', '**/*.gz'],
    // The copy the browser accepts (brotli, then gzip), compressed at build time at the strongest level;
    // a file without one is compressed on the fly (@fastify/compress).
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheHeaderFor(filePath));
    },
  });
  const limitPages = pageRateLimit(app, app.config.rateLimits.publicReads);
  const sendApp: SendApp = renderer
    ? async (request, reply) => {
        const limit = limitPages ? await limitPages(request) : { allowed: true as const };
        if (!limit.allowed) {
          return reply
            .code(429)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('retry-after', String(limit.retryAfterSeconds))
            .header('x-robots-tag', 'noindex')
            .send(tooManyPagesHtml(limit.message));
        }
        const page = await renderer.render(request.url);
        reply
          .code(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', page.status === 429 || page.status >= 500 ? 'no-store' : 'no-cache')
          .header('vary', 'accept-encoding')
          // Its forms post with their Origin, which the same-origin check needs (no-referrer sends "null").
          .header('referrer-policy', 'same-origin');
        if (page.noindex) reply.header('x-robots-tag', 'noindex');
        if (page.retryAfter !== undefined) reply.header('retry-after', page.retryAfter);
        // Compressed once per rendering, in the coding the client accepts (@fastify/compress passes an
        // answer with a content-encoding through; @fastify/etag answers 304 on the tag given here).
        const coding = negotiateCoding(
          request.headers,
          CONTENT_CODINGS.filter((name) => page.encoded[name]),
        );
        const encoded = coding && page.encoded[coding];
        if (coding && encoded)
          return reply.header('content-encoding', coding).header('etag', encoded.etag).send(encoded.body);
        if (page.etag) reply.header('etag', page.etag);
        return reply.send(page.body ?? page.html);
      }
    : (_request, reply) => reply.code(200).sendFile('index.html');
  // The static files' handler would refuse "/" (a folder without an index).
  app.get('/', sendApp);
  return { sendApp };
}
