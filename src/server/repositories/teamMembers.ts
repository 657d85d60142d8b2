import { sql, type Kysely } from 'kysely';
import { withTransaction } from '../db/transactions';
import { deleteFileIfUnreferenced, lockedRecord, saveFile, saveReplacementFile } from './files';
import { timestampText } from '../db/time';
import type { Database, TeamMemberRow } from '../db/types';
import type { AcceptedFile } from './files';
import { bumpContentVersion } from './contentVersions';

const TEAM_COLUMNS = ['id', 'name', 'position', 'description', 'photo'] as const;

/** What staff write of a team member (the photo is a file of its own). */
export type TeamMemberFields = Omit<TeamMemberRow, 'id' | 'photo' | 'created_at'>;

/** In the order they were added. */
export async function listTeamMembers(db: Kysely<Database>): Promise<Omit<TeamMemberRow, 'created_at'>[]> {
  return db.selectFrom('team_members').select(TEAM_COLUMNS).orderBy('id', 'asc').execute();
}

export async function findTeamMember(db: Kysely<Database>, id: number) {
  return db.selectFrom('team_members').select(TEAM_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another member with the same name and position (case-insensitive), if any. */
export async function findDuplicateTeamMember(
  db: Kysely<Database>,
  fields: Pick<TeamMemberFields, 'name' | 'position'>,
  exceptId?: number,
) {
  let query = db
    .selectFrom('team_members')
    .select('id')
    .where(sql<string>`lower(name)`, '=', fields.name.toLowerCase())
    .where(sql<string>`lower(position)`, '=', fields.position.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function createTeamMember(db: Kysely<Database>, fields: TeamMemberFields, photo: AcceptedFile) {
  return withTransaction(db, async (trx) => {
    const photoPath = await saveFile(trx, photo);
    const created = await trx
      .insertInto('team_members')
      .values({ ...fields, photo: photoPath, created_at: timestampText() })
      .returning(TEAM_COLUMNS)
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx, 'team');
    return created;
  });
}

export async function updateTeamMember(
  db: Kysely<Database>,
  id: number,
  fields: TeamMemberFields,
  photo?: AcceptedFile,
) {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('team_members').select('photo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const photoPath = photo ? await saveReplacementFile(trx, photo, existing.photo) : existing.photo;
    const member = await trx
      .updateTable('team_members')
      .set({ ...fields, photo: photoPath })
      .where('id', '=', id)
      .returning(TEAM_COLUMNS)
      .executeTakeFirstOrThrow();
    if (photoPath !== existing.photo) await deleteFileIfUnreferenced(trx, existing.photo);
    await bumpContentVersion(trx, 'team');
    return member;
  });
}

export async function deleteTeamMember(db: Kysely<Database>, id: number): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('team_members').select('photo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return false;
    await trx.deleteFrom('team_members').where('id', '=', id).execute();
    await deleteFileIfUnreferenced(trx, existing.photo);
    await bumpContentVersion(trx, 'team');
    return true;
  });
}
