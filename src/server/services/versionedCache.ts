import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One serialised JSON answer, compressed on first demand and kept with it. */
export class CachedJson {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.encoded.set('identity', body);
  }

  as(encoding: ContentEncoding): Buffer {
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, payload);
    }
    return payload;
  }
}

/** The best encoding a request accepts among br, gzip and none (q=0 means refused). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serialised answers kept in memory together with the content version they were built from. Every
 * write bumps the version in the database (same transaction), so a process that sees a newer version
 * rebuilds: correct even when several processes share one PostgreSQL database.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; answer: CachedJson }>();

  async get(key: string, currentVersion: number, build: () => Promise<unknown>): Promise<CachedJson> {
    const cached = this.entries.get(key);
    if (cached && cached.version === currentVersion) return cached.answer;
    const answer = new CachedJson(Buffer.from(JSON.stringify(await build())));
    this.entries.set(key, { version: currentVersion, answer });
    return answer;
  }
}
