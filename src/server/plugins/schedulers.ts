import fp from 'fastify-plugin';
import { publicOrigin } from '../config';
import { Backups } from '../services/backups';
import { DailyJobAlerts } from '../services/jobAlerts';
import { DailyRetention } from '../services/retention';
import { DailyScheduler } from '../services/scheduler';
import '../fastifyTypes';

/**
 * The daily jobs (`retention`, `jobAlerts`, `backups`) and the one `scheduler` that runs each once a
 * day (claimed in the database, so one process runs it). The scheduler starts when the server is
 * ready; before it closes, the scheduler stops and a backup in progress finishes.
 */
export const schedulersPlugin = fp(
  async (app) => {
    const { config } = app;
    const retention = new DailyRetention(
      app.db,
      { retentionDays: config.retentionDays, auditRetentionDays: config.auditRetentionDays },
      app.log,
    );
    app.decorate('retention', retention);
    const jobAlerts = new DailyJobAlerts(app.db, publicOrigin(config), app.log, () =>
      app.outboxWorker?.wake(),
    );
    app.decorate('jobAlerts', jobAlerts);
    const backups = new Backups(app.db, config, app.log);
    app.decorate('backups', backups);
    const scheduler = new DailyScheduler([retention, jobAlerts, backups], app.log);
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => {
      await scheduler.stop();
      await backups.stop();
    });
  },
  { name: 'schedulers', dependencies: ['database', 'outbox'] },
);
