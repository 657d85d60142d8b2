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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
