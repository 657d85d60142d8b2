import { createHash } from 'node:crypto';
import type { SerializedJson } from '../fastifyTypes';

/** JSON.stringify, remembering in the type what the text is the serialisation of. */
export function serializeJson<T>(value: T): SerializedJson<T> {
  return JSON.stringify(value) as SerializedJson<T>;
}

/** One serialised answer with its entity tag (a hash of the text, so equal answers share it). */
export interface CachedJson<T> {
  json: SerializedJson<T>;
  etag: string;
}

/**
 * Serialised answers kept in memory together with the content version they were built from. Every
 * write bumps the version in the database (same transaction), so a process that sees a newer version
 * rebuilds: correct even when several processes share one PostgreSQL database. Compression and
 * conditional requests are left to @fastify/compress and @fastify/etag; this saves the query, the
 * serialisation and the hashing of an unchanged list.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; answer: CachedJson<unknown> }>();

  async get<T>(key: string, currentVersion: number, build: () => Promise<T>): Promise<CachedJson<T>> {
    const cached = this.entries.get(key) as { version: number; answer: CachedJson<T> } | undefined;
    if (cached && cached.version === currentVersion) return cached.answer;
    const json = serializeJson(await build());
    const answer: CachedJson<T> = {
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    };
    this.entries.set(key, { version: currentVersion, answer });
    return answer;
  }
}
