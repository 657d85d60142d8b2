import fs from 'node:fs';
import path from 'node:path';
import { databaseTargets, expectContractShape, signIn, startTestServer, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

async function settled(server: TestServer) {
  await server.app.backups.stop();
}

describe.each(databaseTargets)('backups on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { backupKeep: 2 });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const list = () => server.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie } });

  it('needs a staff session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/backups' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/backups' })).statusCode).toBe(401);
  });

  it('backs up now and records the outcome', async () => {
    const before = await list();
    expectContractShape(before, 'listBackups');
    // A new site is not warned about until its first backup has had two days to succeed.
    expect(before.json()).toMatchObject({
      enabled: true,
      keep: 2,
      last_success_at: null,
      stale: false,
      runs: [],
    });

    const started = await server.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie } });
    expectContractShape(started, 'runBackup', 202);
    expect(started.json()).toMatchObject({ trigger: 'manual', status: 'running', finished_at: null });
    await settled(server);
    // Who started it is in the audit trail.
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'record_id'])
      .where('resource', '=', 'backup')
      .execute();
    expect(audit).toEqual([{ action: 'export', resource: 'backup', record_id: String(started.json().id) }]);

    const after = await list();
    expectContractShape(after, 'listBackups');
    const overview = after.json() as {
      stale: boolean;
      last_success_at: string;
      runs: { status: string; file_name: string; size: number }[];
    };
    expect(overview.stale).toBe(false);
    expect(overview.last_success_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(overview.runs[0]).toMatchObject({ status: 'ok' });
    const file = path.join(server.config.backupDir!, overview.runs[0].file_name);
    expect(fs.statSync(file).size).toBe(overview.runs[0].size);
  });

  it('answers 409 while a backup runs', async () => {
    await server.app.backups.start('manual');
    const second = await server.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'A backup is already running.' });
    await settled(server);
  });

  it('runs the scheduled backup once a day and keeps BACKUP_KEEP archives', async () => {
    const now = Date.now() + 2 * DAY_MS;
    await server.app.scheduler.check(now);
    await server.app.scheduler.check(now + 60_000);
    await server.app.scheduler.check(now + DAY_MS);
    const runs = (await list()).json().runs as { trigger: string; status: string }[];
    expect(runs.filter((run) => run.trigger === 'scheduled')).toEqual([
      expect.objectContaining({ status: 'ok' }),
      expect.objectContaining({ status: 'ok' }),
    ]);
    const archives = fs.readdirSync(server.config.backupDir!).filter((name) => name.endsWith('.tar.gz'));
    expect(archives).toHaveLength(2);
  });
});

describe('backups without a directory, and a failing one', () => {
  it('are off (409 with how to turn them on) when no BACKUP_DIR is set', async () => {
    const server = await startTestServer(databaseTargets[0], { backupDir: undefined });
    try {
      const cookie = await signIn(server.app);
      const overview = await server.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie } });
      expect(overview.json()).toMatchObject({ enabled: false, directory: null, stale: true });
      const refused = await server.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie } });
      expectContractShape(refused, 'runBackup', 409);
      expect(refused.json().message).toMatch(/^Backups are off: .*Set BACKUP_DIR/);
      expect(await server.app.backups.runIfDue()).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('records a failed run with its error, and warns two days after it', async () => {
    const server = await startTestServer(databaseTargets[0]);
    try {
      fs.writeFileSync(server.config.backupDir!, 'a file where the directory should be');
      const { finished } = await server.app.backups.start('manual');
      const run = await finished;
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/EEXIST|ENOTDIR|exists|not a directory/);
      expect((await server.app.backups.overview()).stale).toBe(false);
      expect((await server.app.backups.overview(Date.now() + 2 * DAY_MS + 60_000)).stale).toBe(true);
    } finally {
      await server.close();
    }
  });
});
