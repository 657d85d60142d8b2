import path from 'node:path';
import { configFromEnv, defaultRateLimits, publicOrigin } from '../../src/server/config';

describe('configuration from the environment', () => {
  it('has production defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      seedDemo: true,
      webDir: path.resolve('dist/web'),
      trustProxy: false,
      logLevel: 'info',
      allowedOrigins: [],
      rateLimits: defaultRateLimits,
    });
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/agency',
      DATABASE_URL: 'postgres://agency@db/agency',
      DATABASE_SCHEMA: 'agency',
      ADMIN_EMAIL: 'owner@agency.example',
      ADMIN_PASSWORD: 'secret',
      SEED_DEMO: 'false',
      WEB_DIR: '/srv/web',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
      ALLOWED_ORIGINS: 'http://localhost:8080, https://staging.agency.example',
      RATE_LIMIT_LOGIN: '5',
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_READS: '100',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/agency',
      databaseUrl: 'postgres://agency@db/agency',
      databaseSchema: 'agency',
      adminEmail: 'owner@agency.example',
      adminPassword: 'secret',
      seedDemo: false,
      webDir: '/srv/web',
      trustProxy: 1,
      logLevel: 'debug',
      allowedOrigins: ['http://localhost:8080', 'https://staging.agency.example'],
    });
    expect(config.rateLimits.login.max).toBe(5);
    expect(config.rateLimits.publicWrites.max).toBe(0);
    expect(config.rateLimits.publicReads.max).toBe(100);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses half an admin or a malformed number', () => {
    expect(() => configFromEnv({ ADMIN_EMAIL: 'owner@agency.example' })).toThrow(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither.',
    );
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number of 0 or more, not "eighty".',
    );
  });

  it('reads PUBLIC_URL (trailing slashes dropped), falls back to localhost and the port, refuses non-http values', () => {
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(publicOrigin(configFromEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicOrigin(configFromEnv({ PUBLIC_URL: 'https://jobs.example.in/' }))).toBe(
      'https://jobs.example.in',
    );
    expect(() => configFromEnv({ PUBLIC_URL: 'jobs.example.in' })).toThrow(/PUBLIC_URL must be an absolute/);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://jobs.example.in' })).toThrow(
      /PUBLIC_URL must start with http/,
    );
  });

  it('reads the mail and retention settings, with defaults, and refuses bad values', () => {
    expect(configFromEnv({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Sahyog Manpower Services <no-reply@localhost>',
      staffNotifyEmail: undefined,
      retentionDays: 365,
      auditRetentionDays: 730,
    });
    expect(
      configFromEnv({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Jobs <jobs@agency.example>',
        STAFF_NOTIFY_EMAIL: 'desk@agency.example',
        RETENTION_DAYS: '180',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Jobs <jobs@agency.example>',
      staffNotifyEmail: 'desk@agency.example',
      retentionDays: 180,
    });
    expect(() => configFromEnv({ RETENTION_DAYS: '0' })).toThrow('RETENTION_DAYS must be 1 or more.');
    expect(() => configFromEnv({ RETENTION_DAYS: 'a year' })).toThrow(
      /RETENTION_DAYS must be a whole number/,
    );
    expect(() => configFromEnv({ SMTP_URL: 'mail.example.com' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://.',
    );
  });
});
