import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The resources the public pages show; each write to one bumps its version (same transaction). */
export type VersionedResource = 'jobs' | 'blog' | 'team';

/** Bumps a resource's version; call inside the transaction that changes the resource. */
export async function bumpContentVersion(db: Kysely<Database>, resource: VersionedResource): Promise<void> {
  await db
    .updateTable('content_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('resource', '=', resource)
    .execute();
}

export async function contentVersion(db: Kysely<Database>, resource: VersionedResource): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select('version')
    .where('resource', '=', resource)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Every resource's version in one token (`blog:2,jobs:7,team:0`): what a rendered public page is built
 * from, read in one query.
 */
export async function contentVersionToken(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('content_versions').select(['resource', 'version']).execute();
  return rows
    .map(({ resource, version }) => `${resource}:${Number(version)}`)
    .sort()
    .join(',');
}
