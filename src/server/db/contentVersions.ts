import type { Kysely } from 'kysely';
import type { Database } from './types';

export type VersionedResource = 'jobs';

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
