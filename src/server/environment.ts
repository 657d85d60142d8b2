import envSchema from 'env-schema';

/**
 * Every environment variable the server reads, as one JSON schema (validated by `env-schema`): its type,
 * its default and what it does. The README's table of environment variables is generated from it
 * (`npm run docs:env`; a test fails when they differ). `x-readme-default` is the default as the README
 * words it when it is not the `default` itself (a computed or absent one); `x-readme-row-of` shares
 * another variable's row; `x-invalid` is the sentence a value refused by `pattern` gets (`{value}`
 * stands for the value). Rules that join several variables are checked in config.ts.
 */
export const ENVIRONMENT_SCHEMA = {
  type: 'object',
  properties: {
    PORT: {
      type: 'integer',
      minimum: 0,
      default: 3000,
      description: 'port to listen on',
    },
    HOST: {
      type: 'string',
      default: '0.0.0.0',
      description: 'address to listen on',
    },
    DATA_DIR: {
      type: 'string',
      default: 'data',
      description: 'folder of the SQLite file `agency.sqlite` (ignored with `DATABASE_URL`)',
      'x-readme-default': '`./data`',
    },
    DATABASE_URL: {
      type: 'string',
      description: '`postgres://user:pass@host:5432/db` to use PostgreSQL instead of SQLite',
    },
    DATABASE_SCHEMA: {
      type: 'string',
      description: 'PostgreSQL schema to use (created when missing)',
      'x-readme-default': 'connection default',
    },
    ADMIN_EMAIL: {
      type: 'string',
      description:
        "at every start, create this staff user as an Administrator, or reset its password (and make it an enabled Administrator again). Set both or neither. A changed password ends that user's sessions; the same password keeps them. Without them a new database gets the Administrator `admin@agency.example` with a generated password printed once to the console",
    },
    ADMIN_PASSWORD: {
      type: 'string',
      description: 'the password of `ADMIN_EMAIL`; see `ADMIN_EMAIL`',
      'x-readme-row-of': 'ADMIN_EMAIL',
    },
    SEED_DEMO: {
      type: 'string',
      default: 'true',
      description:
        '`false` starts a new database empty instead of with demo jobs, blog posts and team members',
    },
    WEB_DIR: {
      type: 'string',
      default: 'dist/web',
      description: 'the built SPA to serve',
    },
    RENDER_ENTRY: {
      type: 'string',
      description:
        'the built render entry of the public pages (with `client-manifest.json` beside it); without it the server sends the client shell for every page',
      'x-readme-default': '`dist/ssr/render.js` beside `WEB_DIR`',
    },
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      description:
        'behind a reverse proxy: `true`, a hop count or addresses (Fastify `trustProxy`); makes the session cookie `Secure` when the proxy says https',
    },
    ALLOWED_ORIGINS: {
      type: 'string',
      default: '',
      separator: ',',
      description:
        'comma-separated extra origins allowed to send state-changing requests (e.g. a dev server)',
      'x-readme-default': 'none',
    },
    RATE_LIMIT_LOGIN: {
      type: 'integer',
      minimum: 0,
      default: 10,
      description:
        'sign-in attempts per 15 minutes per IP address from unknown devices, and per known device (`0` = off); see [Staff sign-in](#staff-sign-in-sessions-and-limits)',
    },
    RATE_LIMIT_LOGIN_ACCOUNT: {
      type: 'integer',
      minimum: 0,
      default: 20,
      description: 'sign-in attempts per hour per e-mail from unknown devices (`0` = off)',
    },
    RATE_LIMIT_PUBLIC: {
      type: 'integer',
      minimum: 0,
      default: 20,
      description: 'applications, enquiries and subscriptions per 15 minutes per IP (`0` = off)',
    },
    RATE_LIMIT_READS: {
      type: 'integer',
      minimum: 0,
      default: 600,
      description:
        "per minute per IP (`0` = off): public reads of each API operation, and page loads (one counter for all pages; a page's own data reads are not counted)",
    },
    SMTP_URL: {
      type: 'string',
      pattern: '^[Ss][Mm][Tt][Pp][Ss]?://',
      description:
        'outgoing mail server, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://…:465`. Without it every message waits in the outbox (staff read them there)',
      'x-invalid': 'SMTP_URL must start with smtp:// or smtps://.',
    },
    MAIL_FROM: {
      type: 'string',
      default: 'Sahyog Manpower Services <no-reply@localhost>',
      description: 'the From of every message',
    },
    WHATSAPP_TOKEN: {
      type: 'string',
      description:
        'WhatsApp Business Cloud API access token; with `WHATSAPP_PHONE_NUMBER_ID`, applicants who gave a phone get their confirmation and status changes on WhatsApp too (see [WhatsApp messages](#whatsapp-messages)). Without both, nothing is sent on WhatsApp',
    },
    WHATSAPP_PHONE_NUMBER_ID: {
      type: 'string',
      description: "the id of the agency's WhatsApp Business phone number (not the number itself)",
    },
    WHATSAPP_API_URL: {
      type: 'string',
      default: 'https://graph.facebook.com/v21.0',
      description:
        "the Cloud API's base URL; messages are posted to `{WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`",
    },
    STAFF_NOTIFY_EMAIL: {
      type: 'string',
      description:
        'staff address told of each new application and enquiry; without it no staff notices are made',
    },
    PUBLIC_URL: {
      type: 'string',
      description:
        "the site's public origin, e.g. `https://jobs.example.in`: absolute links in e-mail (job-alert confirm and unsubscribe links, job links), in `/sitemap.xml` and the `Sitemap:` line of `/robots.txt`, and in every rendered page's head the canonical URL, the Open Graph / Twitter page and image URLs and the JSON-LD URLs (link previews and Google need absolute addresses: set it to the address visitors use)",
      'x-readme-default': '`http://localhost:PORT`',
    },
    RETENTION_DAYS: {
      type: 'integer',
      minimum: 1,
      default: 365,
      description:
        'applications (with resumes, history, notes and messages) and outbox messages older than this are erased once a day; the log records counts only',
    },
    SHORTLIST_LINK_DAYS: {
      type: 'integer',
      minimum: 1,
      maximum: 90,
      default: 14,
      description:
        'how many days a shortlist link sent to a client contact works (unless the recruiter chooses another number when sharing, or revokes it); see [Clients, requirements and shortlists](#clients-requirements-and-shortlists)',
    },
    CANDIDATE_SESSION_DAYS: {
      type: 'integer',
      minimum: 1,
      maximum: 90,
      default: 30,
      description:
        "how many days a job seeker stays signed in at `/my-applications` after entering a code (ended sooner from their account page); see [Job seekers' accounts](#job-seekers-accounts)",
    },
    AUDIT_RETENTION_DAYS: {
      type: 'integer',
      minimum: 1,
      default: 730,
      description:
        'audit-trail entries older than this are removed by the same daily run (see [Staff accounts](#staff-accounts))',
    },
    SESSION_IDLE_MINUTES: {
      type: 'integer',
      minimum: 1,
      default: 30,
      description:
        'a staff session ends after this many minutes without a request (see [Staff sign-in](#staff-sign-in-sessions-and-limits))',
    },
    SESSION_MAX_HOURS: {
      type: 'integer',
      minimum: 1,
      default: 12,
      description: 'a staff session ends this many hours after signing in, however it is used',
    },
    ADMIN_TOTP_SECRET: {
      type: 'string',
      description:
        'a base32 TOTP secret (at least 32 characters, 160 bits) given to the `ADMIN_EMAIL` account as its second factor when start-up finds it without one, for automated set-ups (the e2e suite); it needs `ADMIN_EMAIL`/`ADMIN_PASSWORD`. Unset, that Administrator sets up the second factor at first sign-in like everyone else. Treat it like `ADMIN_PASSWORD`',
    },
    SECRETS_KEY: {
      type: 'string',
      description:
        "the 32-byte key, as 64 hex digits or base64 (e.g. `openssl rand -hex 32`), that seals each staff member's TOTP secret in the database (AES-256-GCM, a random IV per value, bound to its account). Unset, the server makes `DATA_DIR/secrets.key` (permissions 0600) at first start and reads it at every start after, also on PostgreSQL: set `SECRETS_KEY` instead when several processes share one database, or when `DATA_DIR` is not kept. A lost or changed key does not stop the server, but its log warns and those people's app codes are refused with a sentence: they sign in with a recovery code, or an Administrator resets their second factor (`ADMIN_TOTP_SECRET`, when set, re-enrols the Administrator). Secrets stored in clear by an earlier version are sealed at start. Keep the key apart from the backups and treat it like `ADMIN_PASSWORD`",
      'x-readme-default': 'unset (the key file `DATA_DIR/secrets.key`)',
    },
    REDIS_URL: {
      type: 'string',
      pattern: '^rediss?://',
      description:
        "`redis://host:6379` (or `rediss://`): keep the rate-limit counters in Redis so several server processes enforce one limit; in each process's memory without it. The server does not start when Redis cannot be reached",
      'x-invalid': 'REDIS_URL must start with redis:// or rediss://, not "{value}".',
    },
    REDIS_KEY_PREFIX: {
      type: 'string',
      default: 'agency:',
      description: 'prefix of every Redis key the server writes (to share one Redis between sites)',
    },
    BACKUP_DIR: {
      type: 'string',
      description:
        'where the daily backup and "Back up now" write their archives; on PostgreSQL without it scheduled backups are off (the Backups screen says so)',
      'x-readme-default': '`DATA_DIR/backups` on SQLite; unset on PostgreSQL',
    },
    BACKUP_KEEP: {
      type: 'integer',
      minimum: 1,
      default: 7,
      description: 'how many archives the daily backup keeps in `BACKUP_DIR` (older ones are deleted)',
    },
    METRICS_TOKEN: {
      type: 'string',
      description:
        'bearer token that may read `GET /api/metrics` (so may a session of a role that may read the dashboard, Administrator or Recruiter; an Editor gets 403, anyone else 401)',
    },
    APPLICATIONS_SERVER_PAGING_THRESHOLD: {
      type: 'integer',
      minimum: 0,
      default: 5000,
      description:
        'from this many applications in all, the Applications screen pages, sorts and searches on the server (`GET /api/applications/page`) instead of loading the whole list',
    },
    PASSWORD_HASH_COST: {
      type: 'integer',
      minimum: 14,
      maximum: 20,
      default: 17,
      description:
        'scrypt cost of new password hashes, as log2 of N (r = 8, p = 1): 17 needs 128 MiB and a fraction of a second per sign-in; each stored hash keeps its own cost, so changing it never locks anyone out',
    },
    MAX_EVENT_LOOP_DELAY_MS: {
      type: 'integer',
      minimum: 0,
      default: 1000,
      description:
        'mean event-loop delay above which requests get 503 with `Retry-After` (`@fastify/under-pressure`; the health checks are exempt); `0` = never',
    },
    SHUTDOWN_DRAIN_MS: {
      type: 'integer',
      minimum: 0,
      default: 5000,
      description:
        'on SIGTERM, how long `GET /api/health/ready` answers 503 while the server still accepts and answers every request, so a load balancer takes it out of rotation before it stops accepting (`0` = stop at once)',
    },
    AGENCY_CONFIG: {
      type: 'string',
      description: "path of a JSON file with the agency's details (see below); read and checked at start",
      'x-readme-default': 'unset (demo agency)',
    },
    LOG_LEVEL: {
      type: 'string',
      default: 'info',
      description: 'pino log level (logs are JSON lines on stdout)',
    },
    NODE_ENV: {
      type: 'string',
      description:
        "`production` on a live site: start-up then warns in the log, and the Administrators' screens show, when `PUBLIC_URL` is unset",
    },
    TEST_DATABASE_URL: {
      type: 'string',
      description: 'tests only: also run the server suite on this PostgreSQL database',
    },
    TEST_REDIS_URL: {
      type: 'string',
      description:
        'tests only: also run the rate-limit tests with counters in this Redis (e.g. `redis://127.0.0.1:6379`), including two app instances sharing one limit',
    },
  },
} as const;

type Properties = typeof ENVIRONMENT_SCHEMA.properties;
export type VariableName = keyof Properties;
type ValueOf<P> = P extends { separator: string }
  ? string[]
  : P extends { type: 'integer' }
    ? number
    : string;
/** The environment after validation: each variable converted to its type, defaults applied. */
export type Environment = {
  [Name in VariableName]: Properties[Name] extends { default: unknown }
    ? ValueOf<Properties[Name]>
    : ValueOf<Properties[Name]> | undefined;
};

interface VariableSchema {
  type: string;
  minimum?: number;
  default?: string | number;
  description: string;
  'x-readme-default'?: string;
  'x-readme-row-of'?: string;
  'x-invalid'?: string;
}
const variables = ENVIRONMENT_SCHEMA.properties as unknown as Record<string, VariableSchema>;

interface EnvironmentError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The sentence for the first value the schema refused, naming the variable and what it must be. */
function refusal(errors: EnvironmentError[], given: Record<string, string>): string {
  const error = errors[0];
  const name = error.instancePath.replace(/^\//, '');
  const variable = variables[name];
  const value = given[name] ?? '';
  if (variable?.type === 'integer') {
    const minimum = variable.minimum ?? 0;
    if (error.keyword === 'minimum' && minimum > 0) return `${name} must be ${minimum} or more.`;
    return `${name} must be a whole number of ${minimum} or more, not "${value}".`;
  }
  if (variable?.['x-invalid']) return variable['x-invalid'].replace('{value}', value);
  return `${name} is not valid: "${value}".`;
}

/**
 * Reads the variables of the schema from `env`: each trimmed, an empty one counted as unset, then
 * validated and converted by `env-schema` (defaults applied). Throws one clear sentence for a bad value.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const given: Record<string, string> = {};
  for (const name of Object.keys(variables)) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  try {
    return envSchema<Environment>({
      schema: structuredClone(ENVIRONMENT_SCHEMA) as never,
      data: { ...given },
      env: false,
      ajv: {
        customOptions: (ajv) => ajv.addVocabulary(['x-readme-default', 'x-readme-row-of', 'x-invalid']),
      },
    });
  } catch (error) {
    const errors = (error as { errors?: EnvironmentError[] }).errors;
    if (!errors?.length) throw error;
    throw new Error(refusal(errors, given));
  }
}

const code = (text: string) => `\`${text}\``;

/** The README's table of environment variables (Markdown), generated from the schema. */
export function environmentTable(): string {
  const rows = Object.entries(variables)
    .filter(([, variable]) => !variable['x-readme-row-of'])
    .map(([name, variable]) => {
      const names = [
        name,
        ...Object.keys(variables).filter((other) => variables[other]['x-readme-row-of'] === name),
      ];
      const fallback =
        variable['x-readme-default'] ??
        (variable.default === undefined ? 'unset' : code(String(variable.default)));
      return `| ${names.map(code).join(', ')} | ${fallback} | ${variable.description} |`;
    });
  return ['<!-- prettier-ignore -->', '| variable | default | meaning |', '|---|---|---|', ...rows].join(
    '\n',
  );
}
