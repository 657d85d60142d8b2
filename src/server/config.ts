import path from 'node:path';
import { loadAgency, type Agency } from './agency';
import { parseSecretsKey } from './services/secrets';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Directory of the SQLite file (`agency.sqlite`); ignored when `databaseUrl` is set. */
  dataDir: string;
  /** `postgres://...` to use PostgreSQL instead of the embedded SQLite file. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created when missing); the connection's default when unset. */
  databaseSchema?: string;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * `ADMIN_TOTP_SECRET`: the base32 TOTP secret given to the `ADMIN_EMAIL` account when start-up finds it
   * without a second factor (so an automated setup can compute its codes); unset, the Administrator
   * enrols at first sign-in like everyone else.
   */
  adminTotpSecret?: string;
  /**
   * `SECRETS_KEY`: the 32-byte key (64 hex digits or base64) that seals the staff's TOTP secrets in the
   * database (AES-256-GCM). Unset, the key is the file `DATA_DIR/secrets.key`, made on first start.
   */
  secretsKey?: Buffer;
  /** Minutes without use after which a staff session ends (`SESSION_IDLE_MINUTES`, default 30). */
  sessionIdleMinutes?: number;
  /** Hours after sign-in after which a staff session ends however it is used (`SESSION_MAX_HOURS`, default 12). */
  sessionMaxHours?: number;
  /** Seed demo content into a new database. */
  seedDemo: boolean;
  /** Built SPA (index.html and hashed assets). */
  webDir: string;
  /** The built render entry (`RENDER_ENTRY`); dist/ssr/render.js beside `webDir` when unset. */
  renderEntry?: string;
  /** Fastify `trustProxy`: true, false, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Origins besides the request's own that may send state-changing requests (e.g. a dev server). */
  allowedOrigins: string[];
  rateLimits: RateLimitSettings;
  /** `smtp://user:pass@host:587` (or `smtps://`); without it mail waits in the outbox. */
  smtpUrl?: string;
  /** The From of every message. */
  mailFrom: string;
  /**
   * The WhatsApp Business Cloud API (`WHATSAPP_TOKEN`, `WHATSAPP_PHONE_NUMBER_ID`, `WHATSAPP_API_URL`):
   * when set, applicants who gave a phone get their confirmation and status changes as WhatsApp template
   * messages too. Off when either of the first two is unset.
   */
  whatsapp?: WhatsAppSettings;
  /** Where staff are told of new applications and enquiries; none are sent without it. */
  staffNotifyEmail?: string;
  /** Applications older than this many days are erased with their resumes, daily. */
  retentionDays: number;
  /** Audit entries older than this many days are removed by the same daily run (default 730). */
  auditRetentionDays?: number;
  outbox: OutboxSettings;
  /** `redis://...`: keep rate-limit counters in Redis so every process enforces one limit. */
  redisUrl?: string;
  /** Prefix of every Redis key this server writes (several sites or test runs can share one Redis). */
  redisKeyPrefix: string;
  /**
   * The site's public origin (`PUBLIC_URL`, e.g. `https://jobs.example.in`) for absolute links in e-mail;
   * `http://localhost:PORT` when unset (see `publicOrigin`).
   */
  publicUrl?: string;
  /**
   * Where scheduled backups are written (`BACKUP_DIR`); `DATA_DIR/backups` on SQLite when unset, none
   * (scheduled backups off) on PostgreSQL when unset.
   */
  backupDir?: string;
  /** How many scheduled backup archives are kept (`BACKUP_KEEP`, default 7); older ones are deleted. */
  backupKeep?: number;
  /**
   * Mean event-loop delay (ms) above which requests are answered 503 (`@fastify/under-pressure`,
   * `MAX_EVENT_LOOP_DELAY_MS`); 1000 when unset, 0 = never.
   */
  maxEventLoopDelayMs?: number;
  /** Bearer token that may read `GET /api/metrics` (`METRICS_TOKEN`); staff sessions may read it too. */
  metricsToken?: string;
  /** The agency's details served at `GET /api/agency`: the `AGENCY_CONFIG` file; the demo agency when absent. */
  agency?: Agency;
  /**
   * From how many applications in all the Applications screen pages, sorts and searches on the server
   * (`APPLICATIONS_SERVER_PAGING_THRESHOLD`, default 5000); below it, it loads the whole list once.
   */
  applicationsPagingThreshold?: number;
}

/** `APPLICATIONS_SERVER_PAGING_THRESHOLD` when unset. */
export const DEFAULT_APPLICATIONS_PAGING_THRESHOLD = 5000;

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
}

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The WhatsApp settings of the environment: both the token and the number's id, or none. */
export function whatsappFrom(env: NodeJS.ProcessEnv): WhatsAppSettings | undefined {
  const token = emptyToUndefined(env.WHATSAPP_TOKEN);
  const phoneNumberId = emptyToUndefined(env.WHATSAPP_PHONE_NUMBER_ID);
  if (!token || !phoneNumberId) return undefined;
  const apiUrl = (emptyToUndefined(env.WHATSAPP_API_URL) ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(apiUrl)) throw new Error('WHATSAPP_API_URL must start with https:// or http://.');
  return { token, phoneNumberId, apiUrl };
}

export interface OutboxSettings {
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

export const defaultOutboxSettings: OutboxSettings = {
  pollMs: 5_000,
  leaseMs: 2 * 60 * 1000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
};

export const DEFAULT_MAIL_FROM = 'Sahyog Manpower Services <no-reply@localhost>';
export const DEFAULT_RETENTION_DAYS = 365;
export const DEFAULT_BACKUP_KEEP = 7;
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
export const DEFAULT_SESSION_MAX_HOURS = 12;

/** The session timeouts of a configuration, in milliseconds. */
export function sessionTimeouts(config: Pick<ServerConfig, 'sessionIdleMinutes' | 'sessionMaxHours'>) {
  return {
    idleMs: (config.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60 * 1000,
    maxMs: (config.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS) * 60 * 60 * 1000,
  };
}

export interface RateLimitRule {
  /** Requests allowed per window; 0 switches the limit off. */
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Failed sign-ins from an unknown device per IP address, and from each known device. */
  login: RateLimitRule;
  /** Failed sign-ins per e-mail from devices that have not signed in to that account before. */
  loginAccount: RateLimitRule;
  /** Public writes (applications, enquiries, subscribers), per IP and operation. */
  publicWrites: RateLimitRule;
  /** Public reads whose contract lists 429, per IP and operation. */
  publicReads: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * ONE_MINUTE;

export const defaultRateLimits: RateLimitSettings = {
  login: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginAccount: { max: 20, windowMs: ONE_HOUR },
  publicWrites: { max: 20, windowMs: FIFTEEN_MINUTES },
  publicReads: { max: 600, windowMs: ONE_MINUTE },
};

function integerFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, not "${value}".`);
  }
  return parsed;
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function redisUrlFrom(value: string | undefined): string | undefined {
  if (value !== undefined && !/^rediss?:\/\//.test(value)) {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, not "${value}".`);
  }
  return value;
}

/** Reads the configuration from environment variables (see README for each one). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const adminEmail = emptyToUndefined(env.ADMIN_EMAIL);
  const adminPassword = emptyToUndefined(env.ADMIN_PASSWORD);
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither.');
  }
  const retentionDays = integerFrom(env.RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 'RETENTION_DAYS');
  if (retentionDays < 1) throw new Error('RETENTION_DAYS must be 1 or more.');
  const backupKeep = integerFrom(env.BACKUP_KEEP, DEFAULT_BACKUP_KEEP, 'BACKUP_KEEP');
  if (backupKeep < 1) throw new Error('BACKUP_KEEP must be 1 or more.');
  const dataDir = path.resolve(emptyToUndefined(env.DATA_DIR) ?? 'data');
  const databaseUrl = emptyToUndefined(env.DATABASE_URL);
  const backupDir = emptyToUndefined(env.BACKUP_DIR);
  const auditRetentionDays = integerFrom(
    env.AUDIT_RETENTION_DAYS,
    DEFAULT_AUDIT_RETENTION_DAYS,
    'AUDIT_RETENTION_DAYS',
  );
  if (auditRetentionDays < 1) throw new Error('AUDIT_RETENTION_DAYS must be 1 or more.');
  const sessionIdleMinutes = integerFrom(
    env.SESSION_IDLE_MINUTES,
    DEFAULT_SESSION_IDLE_MINUTES,
    'SESSION_IDLE_MINUTES',
  );
  if (sessionIdleMinutes < 1) throw new Error('SESSION_IDLE_MINUTES must be 1 or more.');
  const sessionMaxHours = integerFrom(env.SESSION_MAX_HOURS, DEFAULT_SESSION_MAX_HOURS, 'SESSION_MAX_HOURS');
  if (sessionMaxHours < 1) throw new Error('SESSION_MAX_HOURS must be 1 or more.');
  const adminTotpSecret = emptyToUndefined(env.ADMIN_TOTP_SECRET)
    ?.toUpperCase()
    .replace(/[\s=]+/g, '');
  if (adminTotpSecret !== undefined && !/^[A-Z2-7]{32,}$/.test(adminTotpSecret))
    throw new Error('ADMIN_TOTP_SECRET must be a base32 secret of at least 32 characters (160 bits).');
  if (adminTotpSecret !== undefined && adminEmail === undefined)
    throw new Error('ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD.');
  const secretsKeyText = emptyToUndefined(env.SECRETS_KEY);
  const secretsKey = secretsKeyText === undefined ? undefined : parseSecretsKey(secretsKeyText);
  if (secretsKeyText !== undefined && !secretsKey)
    throw new Error('SECRETS_KEY must be 32 bytes written as 64 hex digits or as base64.');
  const smtpUrl = emptyToUndefined(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  }
  return {
    port: integerFrom(env.PORT, 3000, 'PORT'),
    host: emptyToUndefined(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseSchema: emptyToUndefined(env.DATABASE_SCHEMA),
    adminEmail,
    adminPassword,
    adminTotpSecret,
    secretsKey,
    sessionIdleMinutes,
    sessionMaxHours,
    seedDemo: env.SEED_DEMO?.trim().toLowerCase() !== 'false',
    webDir: path.resolve(emptyToUndefined(env.WEB_DIR) ?? path.join('dist', 'web')),
    renderEntry: emptyToUndefined(env.RENDER_ENTRY) && path.resolve(env.RENDER_ENTRY as string),
    trustProxy: trustProxyFrom(emptyToUndefined(env.TRUST_PROXY)),
    logLevel: emptyToUndefined(env.LOG_LEVEL) ?? 'info',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    agency: loadAgency(emptyToUndefined(env.AGENCY_CONFIG)),
    rateLimits: {
      login: {
        max: integerFrom(env.RATE_LIMIT_LOGIN, defaultRateLimits.login.max, 'RATE_LIMIT_LOGIN'),
        windowMs: defaultRateLimits.login.windowMs,
      },
      loginAccount: {
        max: integerFrom(
          env.RATE_LIMIT_LOGIN_ACCOUNT,
          defaultRateLimits.loginAccount.max,
          'RATE_LIMIT_LOGIN_ACCOUNT',
        ),
        windowMs: defaultRateLimits.loginAccount.windowMs,
      },
      publicWrites: {
        max: integerFrom(env.RATE_LIMIT_PUBLIC, defaultRateLimits.publicWrites.max, 'RATE_LIMIT_PUBLIC'),
        windowMs: defaultRateLimits.publicWrites.windowMs,
      },
      publicReads: {
        max: integerFrom(env.RATE_LIMIT_READS, defaultRateLimits.publicReads.max, 'RATE_LIMIT_READS'),
        windowMs: defaultRateLimits.publicReads.windowMs,
      },
    },
    smtpUrl,
    mailFrom: emptyToUndefined(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    whatsapp: whatsappFrom(env),
    staffNotifyEmail: emptyToUndefined(env.STAFF_NOTIFY_EMAIL),
    retentionDays,
    backupDir: backupDir ? path.resolve(backupDir) : databaseUrl ? undefined : path.join(dataDir, 'backups'),
    backupKeep,
    metricsToken: emptyToUndefined(env.METRICS_TOKEN),
    applicationsPagingThreshold: integerFrom(
      env.APPLICATIONS_SERVER_PAGING_THRESHOLD,
      DEFAULT_APPLICATIONS_PAGING_THRESHOLD,
      'APPLICATIONS_SERVER_PAGING_THRESHOLD',
    ),
    maxEventLoopDelayMs: integerFrom(env.MAX_EVENT_LOOP_DELAY_MS, 1000, 'MAX_EVENT_LOOP_DELAY_MS'),
    auditRetentionDays,
    outbox: defaultOutboxSettings,
    redisUrl: redisUrlFrom(emptyToUndefined(env.REDIS_URL)),
    redisKeyPrefix: emptyToUndefined(env.REDIS_KEY_PREFIX) ?? 'agency:',
    publicUrl: publicUrlFrom(emptyToUndefined(env.PUBLIC_URL)),
  };
}

function publicUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must start with http:// or https://, not "${value}".`);
  return value.replace(/\/+$/, '');
}

/** The origin absolute links are built on: `PUBLIC_URL`, or `http://localhost:PORT`. */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
