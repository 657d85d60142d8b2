import path from 'node:path';
import { loadAgency, type Agency } from './agency';
import { loadAgencyTax, type AgencyTax } from './agencyTax';
import { ENVIRONMENT_SCHEMA, readEnvironment } from './environment';
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
  /** Days a shortlist link works unless the recruiter chooses otherwise (default 14). */
  shortlistLinkDays?: number;
  /** Days a job seeker's session lasts (default 30). */
  candidateSessionDays?: number;
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
  /** `NODE_ENV=production`: a live site, warned when `PUBLIC_URL` is unset. */
  production?: boolean;
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
  /**
   * `SHUTDOWN_DRAIN_MS`: on SIGTERM, how long readiness answers 503 while every request is still
   * accepted and answered, before the server stops accepting (5000 when unset, 0 = at once).
   */
  shutdownDrainMs?: number;
  /** Bearer token that may read `GET /api/metrics` (`METRICS_TOKEN`); staff sessions may read it too. */
  metricsToken?: string;
  /** The agency's details served at `GET /api/agency`: the `AGENCY_CONFIG` file; the demo agency when absent. */
  agency?: Agency;
  /**
   * The agency's tax details for invoices: `tax` in the `AGENCY_CONFIG` file; the demo agency's when the
   * variable is unset (or the field left out, as tests do: `agencyTaxOf`); null when the file has none
   * (invoices then cannot be issued).
   */
  agencyTax?: AgencyTax | null;
  /**
   * From how many applications in all the Applications screen pages, sorts and searches on the server
   * (`APPLICATIONS_SERVER_PAGING_THRESHOLD`, default 5000); below it, it loads the whole list once.
   */
  applicationsPagingThreshold?: number;
  /** The scrypt cost (log2 N) of new password hashes (`PASSWORD_HASH_COST`, default 17). */
  passwordHashCost?: number;
}

/** `APPLICATIONS_SERVER_PAGING_THRESHOLD` when unset. */
export const DEFAULT_APPLICATIONS_PAGING_THRESHOLD =
  ENVIRONMENT_SCHEMA.properties.APPLICATIONS_SERVER_PAGING_THRESHOLD.default;

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
}

export const DEFAULT_WHATSAPP_API_URL = ENVIRONMENT_SCHEMA.properties.WHATSAPP_API_URL.default;

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

export const DEFAULT_MAIL_FROM = ENVIRONMENT_SCHEMA.properties.MAIL_FROM.default;
export const DEFAULT_RETENTION_DAYS = ENVIRONMENT_SCHEMA.properties.RETENTION_DAYS.default;
export const DEFAULT_BACKUP_KEEP = ENVIRONMENT_SCHEMA.properties.BACKUP_KEEP.default;
export const DEFAULT_SHORTLIST_LINK_DAYS = ENVIRONMENT_SCHEMA.properties.SHORTLIST_LINK_DAYS.default;
export const DEFAULT_CANDIDATE_SESSION_DAYS = ENVIRONMENT_SCHEMA.properties.CANDIDATE_SESSION_DAYS.default;
export const DEFAULT_AUDIT_RETENTION_DAYS = ENVIRONMENT_SCHEMA.properties.AUDIT_RETENTION_DAYS.default;
export const DEFAULT_SESSION_IDLE_MINUTES = ENVIRONMENT_SCHEMA.properties.SESSION_IDLE_MINUTES.default;
export const DEFAULT_SESSION_MAX_HOURS = ENVIRONMENT_SCHEMA.properties.SESSION_MAX_HOURS.default;

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

const variables = ENVIRONMENT_SCHEMA.properties;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * ONE_MINUTE;

export const defaultRateLimits: RateLimitSettings = {
  login: { max: variables.RATE_LIMIT_LOGIN.default, windowMs: FIFTEEN_MINUTES },
  loginAccount: { max: variables.RATE_LIMIT_LOGIN_ACCOUNT.default, windowMs: ONE_HOUR },
  publicWrites: { max: variables.RATE_LIMIT_PUBLIC.default, windowMs: FIFTEEN_MINUTES },
  publicReads: { max: variables.RATE_LIMIT_READS.default, windowMs: ONE_MINUTE },
};

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function trustProxyFrom(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads the configuration from environment variables: each is described (type, default, meaning) once,
 * in `ENVIRONMENT_SCHEMA` (environment.ts), which the README's table is generated from.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const vars = readEnvironment(env);
  const adminEmail = vars.ADMIN_EMAIL;
  const adminPassword = vars.ADMIN_PASSWORD;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither.');
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  const databaseUrl = vars.DATABASE_URL;
  const adminTotpSecret = vars.ADMIN_TOTP_SECRET?.toUpperCase().replace(/[\s=]+/g, '');
  if (adminTotpSecret !== undefined && !/^[A-Z2-7]{32,}$/.test(adminTotpSecret))
    throw new Error('ADMIN_TOTP_SECRET must be a base32 secret of at least 32 characters (160 bits).');
  if (adminTotpSecret !== undefined && adminEmail === undefined)
    throw new Error('ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD.');
  const secretsKey = vars.SECRETS_KEY === undefined ? undefined : parseSecretsKey(vars.SECRETS_KEY);
  if (vars.SECRETS_KEY !== undefined && !secretsKey)
    throw new Error('SECRETS_KEY must be 32 bytes written as 64 hex digits or as base64.');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl,
    databaseSchema: vars.DATABASE_SCHEMA,
    adminEmail,
    adminPassword,
    adminTotpSecret,
    secretsKey,
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES,
    sessionMaxHours: vars.SESSION_MAX_HOURS,
    seedDemo: vars.SEED_DEMO.toLowerCase() !== 'false',
    webDir: path.resolve(vars.WEB_DIR),
    renderEntry: vars.RENDER_ENTRY && path.resolve(vars.RENDER_ENTRY),
    trustProxy: trustProxyFrom(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL,
    allowedOrigins: vars.ALLOWED_ORIGINS.map((origin) => origin.trim()).filter(Boolean),
    agency: loadAgency(vars.AGENCY_CONFIG),
    agencyTax: loadAgencyTax(vars.AGENCY_CONFIG),
    rateLimits: {
      login: { max: vars.RATE_LIMIT_LOGIN, windowMs: defaultRateLimits.login.windowMs },
      loginAccount: { max: vars.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: defaultRateLimits.loginAccount.windowMs },
      publicWrites: { max: vars.RATE_LIMIT_PUBLIC, windowMs: defaultRateLimits.publicWrites.windowMs },
      publicReads: { max: vars.RATE_LIMIT_READS, windowMs: defaultRateLimits.publicReads.windowMs },
    },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    whatsapp: whatsappFrom(env),
    staffNotifyEmail: vars.STAFF_NOTIFY_EMAIL,
    retentionDays: vars.RETENTION_DAYS,
    backupDir: vars.BACKUP_DIR
      ? path.resolve(vars.BACKUP_DIR)
      : databaseUrl
        ? undefined
        : path.join(dataDir, 'backups'),
    backupKeep: vars.BACKUP_KEEP,
    metricsToken: vars.METRICS_TOKEN,
    applicationsPagingThreshold: vars.APPLICATIONS_SERVER_PAGING_THRESHOLD,
    passwordHashCost: vars.PASSWORD_HASH_COST,
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    shortlistLinkDays: vars.SHORTLIST_LINK_DAYS,
    candidateSessionDays: vars.CANDIDATE_SESSION_DAYS,
    outbox: defaultOutboxSettings,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    publicUrl: publicUrlFrom(vars.PUBLIC_URL),
    production: vars.NODE_ENV === 'production',
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

/**
 * The origin absolute links are built on: `PUBLIC_URL`, or `http://localhost:PORT`; never a request's
 * `Host` header, which the sender chooses.
 */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** A live site (`NODE_ENV=production`) without `PUBLIC_URL`: its links in mail point at localhost. */
export const publicUrlMissing = (config: Pick<ServerConfig, 'publicUrl' | 'production'>): boolean =>
  config.production === true && config.publicUrl === undefined;

/** The warning of `publicUrlMissing`, in the log at start-up. */
export const PUBLIC_URL_MISSING_LOG =
  'PUBLIC_URL is unset: links in mail, the sitemap and page heads point at http://localhost:PORT. Set PUBLIC_URL to the address visitors use.';
