import { message } from '../../../src/api/messages';
import { ok, refuse, type Behaviours } from './outcome';
import { fake, now } from './store';

/** The agency's settings, the health checks and the backups. */

export const agencyBehaviours: Behaviours = {
  getAgency: () => ok(fake.store.agency),
  getHealth: () => ok({ status: 'ok' }),
  getLiveness: () => ok({ status: 'ok' }),
  getReadiness: () =>
    ok({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', shutdown: 'running', redis: 'off' },
    }),
  listBackups: () => ok(fake.store.backups),
  runBackup: () => {
    const backups = fake.store.backups;
    if (!backups.enabled) return refuse(409, message('backupsOff'));
    const at = now();
    const run = {
      id: Math.max(0, ...backups.runs.map((row) => row.id)) + 1,
      trigger: 'manual' as const,
      status: 'ok' as const,
      started_at: at,
      finished_at: at,
      file_name: 'agency-backup-20260101-000000-000.tar.gz',
      size: 2048,
      error: null,
    };
    // The fake's backup finishes at once; the answer is the run as it started.
    fake.store.backups = { ...backups, last_success_at: at, stale: false, runs: [run, ...backups.runs] };
    return {
      status: 202,
      body: { ...run, status: 'running', finished_at: null, file_name: null, size: null },
    };
  },
};
