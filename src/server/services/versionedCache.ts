import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

declare const serializedFrom: unique symbol;
/** A JSON text known to be the serialisation of a `T` (see `serializeJson`), sent as it is. */
export type SerializedJson<T> = string & { readonly [serializedFrom]: T };
/** The bytes of a `SerializedJson<T>` compressed with one content coding (see VersionedCache). */
export type CompressedJson<T> = Buffer & { readonly [serializedFrom]: T };

/** JSON.stringify, remembering in the type what the text is the serialisation of. */
export function serializeJson<T>(value: T): SerializedJson<T> {
  return JSON.stringify(value) as SerializedJson<T>;
}

/** The content codings kept ready, in the order the server prefers them when a client accepts both. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Answers shorter than this are sent as they are (the threshold @fastify/compress uses too). */
export const COMPRESSION_THRESHOLD = 1024;

/** One compressed form of a serialised answer, with its own entity tag (a hash of its bytes). */
export interface EncodedJson<T> {
  body: CompressedJson<T>;
  etag: string;
}

/** One serialised answer with its entity tag, and its compressed forms when it is large enough. */
export interface CachedJson<T> {
  json: SerializedJson<T>;
  etag: string;
  encoded: Partial<Record<ContentCoding, EncodedJson<T>>>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const entityTag = (content: string | Buffer) => `"${createHash('sha1').update(content).digest('base64url')}"`;

/**
 * How hard to compress: `strong` (the strongest settings) for answers made once per content version and
 * sent many times; `fast` for answers of which there are many, each asked for less often (a search's
 * page): strong brotli costs hundreds of milliseconds on a 100 KB page, fast a few.
 */
export type CompressionEffort = 'strong' | 'fast';

/** Compresses off the event loop: once per content version (and search). */
async function compress(coding: ContentCoding, data: Buffer, effort: CompressionEffort): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(data, { level: effort === 'strong' ? 9 : 6 });
  return brotliAsync(data, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'strong' ? zlibConstants.BROTLI_MAX_QUALITY : 5,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** A text's entity tag, and its compressed forms (each with its own tag) when it is large enough. */
export async function encodeText(
  text: string,
  effort: CompressionEffort = 'strong',
): Promise<{ etag: string; encoded: Partial<Record<ContentCoding, { body: Buffer; etag: string }>> }> {
  const encoded: Partial<Record<ContentCoding, { body: Buffer; etag: string }>> = {};
  const data = Buffer.from(text);
  if (data.length >= COMPRESSION_THRESHOLD) {
    await Promise.all(
      CONTENT_CODINGS.map(async (coding) => {
        const body = await compress(coding, data, effort);
        encoded[coding] = { body, etag: entityTag(body) };
      }),
    );
  }
  return { etag: entityTag(text), encoded };
}

async function buildAnswer<T>(value: T, effort: CompressionEffort): Promise<CachedJson<T>> {
  const json = serializeJson(value);
  const { etag, encoded } = await encodeText(json, effort);
  return { json, etag, encoded: encoded as CachedJson<T>['encoded'] };
}

/** How many answers a VersionedCache keeps unless told otherwise. */
export const VERSIONED_CACHE_LIMIT = 1000;

/** What a cached answer was built from: equal versions mean the same answer. */
export type CacheVersion = number | string;

/**
 * Serialised answers, and their brotli and gzip forms, kept in memory together with the content
 * version they were built from. Every write bumps the version in the database (same transaction),
 * so a process that sees a newer version rebuilds: correct even when several processes share one
 * PostgreSQL database. Requests that arrive while a version is being built wait for that one build.
 * This saves the query, the serialisation, the hashing and the compression of an unchanged list;
 * @fastify/etag answers conditional requests, and @fastify/compress leaves alone an answer that
 * already has its content-encoding.
 */
export class VersionedCache {
  private readonly entries = new Map<
    string,
    { version: CacheVersion; answer: Promise<CachedJson<unknown>> }
  >();

  /**
   * `limit`: how many keys are kept (the least recently used go first), so answers keyed by what a
   * visitor asks for (a search's filters) cannot grow without end.
   */
  constructor(private readonly limit = VERSIONED_CACHE_LIMIT) {}

  /** `currentVersion`: the content version, or a text made of it and whatever else the answer depends on. */
  get<T>(
    key: string,
    currentVersion: CacheVersion,
    build: () => Promise<T>,
    effort: CompressionEffort = 'strong',
  ): Promise<CachedJson<T>> {
    const cached = this.entries.get(key) as
      { version: CacheVersion; answer: Promise<CachedJson<T>> } | undefined;
    if (cached && cached.version === currentVersion) {
      // Used again: it becomes the most recent.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer;
    }
    const answer = build().then((value) => buildAnswer(value, effort));
    this.entries.delete(key);
    this.entries.set(key, { version: currentVersion, answer });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
    }
    // A failed build is not kept: the next request tries again.
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }
}

/** The client's weight (q) per content coding named in Accept-Encoding. */
function acceptedCodings(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      // A weight that is not a number makes the coding unacceptable rather than preferred.
      const match = /^q\s*=\s*(.*)$/.exec(param);
      if (match) weight = /^[0-9.]+$/.test(match[1]) ? Number(match[1]) : 0;
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The coding to send from those on hand: the one the client weighs highest, the server's order
 * breaking ties; none when the client names none of them (or `*`) with a weight above zero, or
 * asks for no compression (the `x-no-compression` header @fastify/compress honours too).
 */
export function negotiateCoding(
  headers: IncomingHttpHeaders,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return undefined;
  const weights = acceptedCodings(header);
  let best: { coding: ContentCoding; weight: number } | undefined;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}

/** What to send of a cached answer: its body and the headers that describe it. */
export interface CachedVariant<T> {
  body: SerializedJson<T> | CompressedJson<T>;
  headers: { etag: string; vary: string; 'content-encoding'?: ContentCoding };
}

/**
 * The form of a cached answer to send: compressed in the coding the client accepts (with its
 * content-encoding, so @fastify/compress passes it through) or as it is, with the entity tag of
 * what is sent and `vary: accept-encoding` either way.
 */
export function cachedVariant<T>(headers: IncomingHttpHeaders, cached: CachedJson<T>): CachedVariant<T> {
  const available = CONTENT_CODINGS.filter((coding) => cached.encoded[coding]);
  const coding = negotiateCoding(headers, available);
  const encoded = coding && cached.encoded[coding];
  if (coding && encoded) {
    return {
      body: encoded.body,
      headers: { etag: encoded.etag, vary: 'accept-encoding', 'content-encoding': coding },
    };
  }
  return { body: cached.json, headers: { etag: cached.etag, vary: 'accept-encoding' } };
}
