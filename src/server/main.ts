import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { configFromEnv } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

function announceGeneratedAdmin(email: string, password: string): void {
  const lines = [
    'A staff administrator was created for this new database.',
    `  E-mail:   ${email}`,
    `  Password: ${password}`,
    'This password is shown only once. Sign in at /login and keep it safe,',
    'or restart with ADMIN_EMAIL and ADMIN_PASSWORD set to choose your own.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const border = '*'.repeat(width);
  process.stdout.write(
    `\n${border}\n${lines.map((line) => `* ${line.padEnd(width - 4)} *`).join('\n')}\n${border}\n\n`,
  );
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await buildApp(config);
  const report = app.startupReport;
  app.log.info(
    { dialect: app.dialect, freshDatabase: report.freshDatabase, seeded: report.seeded },
    'database ready',
  );
  if (report.generatedAdmin)
    announceGeneratedAdmin(report.generatedAdmin.email, report.generatedAdmin.password);

  // SIGTERM / SIGINT: readiness turns 503 while the server still accepts and answers every request for
  // SHUTDOWN_DRAIN_MS (a load balancer sees it and takes the process out of rotation); then the server
  // stops accepting, in-flight requests finish (at most SHUTDOWN_GRACE_MS), the outbox worker and the
  // scheduler stop, the database closes. A second signal exits at once.
  const drainMs = config.shutdownDrainMs ?? 0;
  closeWithGrace(
    {
      delay: drainMs + SHUTDOWN_GRACE_MS,
      logger: { error: (text: string) => app.log.error(text) },
      onSecondSignal: (signal) => {
        app.log.warn({ signal }, 'second signal: exiting at once');
        process.exit(1);
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      app.lifecycle.draining = true;
      if (!err && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
