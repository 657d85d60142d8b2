import { Pool } from 'pg';
import { openDatabase } from '../../src/server/db/kysely';
import { appliedMigrations, knownMigrations, migrateToLatest } from '../../src/server/db/migrate';
import { databaseTargets, removeTestData, testConfig } from './helpers';

const postgres = databaseTargets.filter((target) => target.name === 'postgres');
const describeOnPostgres = postgres.length > 0 ? describe : describe.skip;

/*
 * A site on PostgreSQL with DATABASE_SCHEMA shares its database with whatever else lives there: another
 * site's schema, or (in the tests) the schemas of other test files running at the same time.
 */
describeOnPostgres('a site in its own PostgreSQL schema', () => {
  it("sees only its own schema's tables, and does not fail while other schemas come and go", async () => {
    const ours = testConfig(postgres[0]);
    const theirs = testConfig(postgres[0]);
    const other = new Pool({ connectionString: postgres[0].url, max: 1 });
    const neighbour = await other.connect();
    const handle = await openDatabase(ours);
    try {
      await neighbour.query(`create schema "${theirs.databaseSchema}"`);
      await neighbour.query(`create table "${theirs.databaseSchema}".only_theirs (id serial primary key)`);
      await neighbour.query(`create table "${theirs.databaseSchema}".jobs (id serial primary key)`);
      await migrateToLatest(handle);

      const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.databaseSchema]));
      expect(tables.map((table) => table.name)).not.toContain('only_theirs');
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['jobs', 'kysely_migration']));
      // Kysely's own bookkeeping tables only when asked for.
      expect((await handle.db.introspection.getTables()).map((table) => table.name)).not.toContain(
        'kysely_migration',
      );
      const jobs = tables.find((table) => table.name === 'jobs');
      expect(jobs?.columns.find((column) => column.name === 'id')).toMatchObject({
        isAutoIncrementing: true,
        isNullable: false,
        hasDefaultValue: true,
      });

      // Schemas created and dropped next door all the while: reading a catalogue of every schema then
      // fails now and then on a name that vanished mid-query (Kysely's own introspector: 53 of 408 reads in
      // 8 s on 2026-11-27). Ours reads only its schema, and never does.
      let churning = true;
      const churn = (async () => {
        for (let round = 0; churning; round += 1) {
          const schema = `${theirs.databaseSchema}_${round}`;
          await neighbour.query(
            `create schema "${schema}"; create table "${schema}".a (id serial primary key, b text)`,
          );
          await neighbour.query(`drop schema "${schema}" cascade`);
        }
      })();
      const failures: string[] = [];
      let reads = 0;
      const until = Date.now() + 3000;
      try {
        while (Date.now() < until) {
          reads += 1;
          await Promise.all([
            handle.db.introspection.getTables({ withInternalKyselyTables: true }),
            appliedMigrations(handle),
          ]).catch((error: Error) => failures.push(error.message));
        }
      } finally {
        churning = false;
        await churn;
      }
      expect(reads).toBeGreaterThan(10);
      expect(failures).toEqual([]);
      expect(await appliedMigrations(handle)).toEqual(knownMigrations('postgres'));
      expect((await migrateToLatest(handle)).applied).toEqual([]);
    } finally {
      neighbour.release();
      await other.query(`drop schema if exists "${theirs.databaseSchema}" cascade`);
      await other.end();
      await handle.db.destroy();
      await removeTestData(ours);
      await removeTestData(theirs);
    }
  });
});
