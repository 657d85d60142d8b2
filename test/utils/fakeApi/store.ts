import type { components } from '../../../src/api/schema';
import { timestampText } from '../../../src/domain/timestamps';
import { testAgency } from '../../app/agency/agencyFixture';
import { DEFAULT_STATUS_TEMPLATES } from './serverCode';
import { DEFAULT_STATUS_TEMPLATE_TRANSLATIONS } from './serverCode';

/**
 * The one in-memory store every handler module of the fake API reads and writes, the fake's clock and
 * its request log. `fake.store` is replaced by `reset` and `seed`, so handlers always reach it through
 * `fake` (never keep a reference to an old store).
 */

type Schemas = components['schemas'];
export type Job = Schemas['Job'];
export type BlogPost = Schemas['BlogPost'];
export type TeamMember = Schemas['TeamMember'];
export type ApplicationDetail = Schemas['ApplicationDetail'];
export type StatusEvent = Schemas['StatusEvent'];
export type ApplicationNote = Schemas['ApplicationNote'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type MailTemplate = Schemas['MailTemplate'];
export type Enquiry = Schemas['Enquiry'];
export type AuditEntry = Schemas['AuditEntry'];
export type Subscriber = Schemas['Subscriber'];
export type Agency = Schemas['Agency'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type Language = Schemas['Language'];
export type UserData = Schemas['UserData'];
export type BackupOverview = Schemas['BackupOverview'];
export type Client = Schemas['Client'];
export type Shortlist = Schemas['Shortlist'];
export type Payment = Schemas['Payment'];

/**
 * An issued invoice as the receivables and the Payments panel see it (the fake makes no invoices: tests
 * seed them), with its payments oldest first.
 */
export interface FakeInvoice {
  id: number;
  number: string;
  client_id: number | null;
  client_name: string;
  /** India's calendar day it was issued. */
  invoice_date: string;
  total_paise: number;
  /** The totals of its issued credit notes. */
  credited_total_paise: number;
  payments: Payment[];
}

/** An application as stored: the candidate's other applications are worked out on every read. */
/** What the fake keeps of an application; the job seeker's account flags default to none (`withCandidate`). */
export type StoredApplication = Omit<
  ApplicationDetail,
  'applied_count' | 'other_application_ids' | 'resume_source' | 'has_account' | 'has_profile'
> &
  Partial<Pick<ApplicationDetail, 'resume_source' | 'has_account' | 'has_profile'>>;
/** What fills the apply form for a signed-in job seeker (`getCandidateProfile`). */
export type CandidateProfilePrefill = Schemas['CandidateProfilePrefill'];
export type CandidateProfile = NonNullable<Schemas['CandidateProfile']>;

/** A staff account of the fake (the password is compared as given). */
export interface FakeUser extends UserData {
  password: string;
  /** False for a disabled account (it cannot sign in); enabled when left out. */
  enabled?: boolean;
  /** False for an account without a second factor yet (sign-in sets it up); enrolled when left out. */
  enrolled?: boolean;
  /** How many live sessions the Staff list says the person has (0 when left out). */
  sessions?: number;
}

export interface FakeStore {
  jobs: Job[];
  blogPosts: BlogPost[];
  team: TeamMember[];
  applications: StoredApplication[];
  history: Record<number, StatusEvent[]>;
  notes: Record<number, ApplicationNote[]>;
  outbox: OutboxMessage[];
  /** `sending_enabled` of the outbox list (SMTP configured on the server). */
  sendingEnabled: boolean;
  mailTemplates: MailTemplate[];
  enquiries: Enquiry[];
  subscribers: Subscriber[];
  /** The audit trail's entries (seeded; the fake writes none itself). */
  audit: AuditEntry[];
  agency: Agency;
  /** The Backups screen's overview (runs newest first). */
  backups: BackupOverview;
  users: FakeUser[];
  /** The client companies (`requirements` is counted from the jobs on every read). */
  clients: Client[];
  /** Shortlists shared with client contacts (the fake never answers a link's page). */
  shortlists: Shortlist[];
  /** Issued invoices with their payments, for the receivables and the Payments panel (seeded). */
  invoices: FakeInvoice[];
  /** From how many applications `listApplicationsPage` says the list pages on the server (5000). */
  applicationsPagingThreshold: number;
  /** The signed-in staff user of the fake's session, or null. */
  session: UserData | null;
  /** The account whose password step succeeded and whose code step is awaited, or null. */
  signingIn: number | null;
  /** The signed-in job seeker (their own cookie), or null: what fills their apply form. */
  candidate: CandidateProfilePrefill | null;
  /** The profiles of applications' candidates, by application id (staff read them). */
  candidateProfiles: Record<number, CandidateProfile>;
}

/** What `seed` accepts: any part of the store; lists replace the empty defaults. */
export type FakeSeed = Partial<FakeStore>;

/** One request the fake received, as sent (multipart fields as strings and Blobs). */
export interface FakeRequest {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** The staff account every test can sign in with. */
export const fakeStaffUser: FakeUser = {
  id: 1,
  name: 'Asha Admin',
  email: 'admin@agency.test',
  role: 'admin',
  password: 'secret-password',
};

/** The instant the fake's clock starts at on every reset; each write moves it on by a second. */
const FIRST_TIMESTAMP = Date.UTC(2026, 4, 1, 10, 0, 0);

const defaultTemplates = (): MailTemplate[] =>
  Object.entries(DEFAULT_STATUS_TEMPLATES).map(([status, template]) => ({
    status: status as ApplicationStatus,
    ...template,
    updated_at: timestampText(new Date(FIRST_TIMESTAMP)),
    translations: (['gu', 'hi'] as const).map((language) => ({
      language,
      ...DEFAULT_STATUS_TEMPLATE_TRANSLATIONS[language][status],
      updated_at: timestampText(new Date(FIRST_TIMESTAMP)),
    })),
  }));

function emptyStore(): FakeStore {
  return {
    jobs: [],
    blogPosts: [],
    team: [],
    applications: [],
    history: {},
    notes: {},
    outbox: [],
    sendingEnabled: true,
    mailTemplates: defaultTemplates(),
    enquiries: [],
    subscribers: [],
    audit: [],
    agency: testAgency,
    backups: {
      enabled: true,
      directory: '/var/backups/agency',
      keep: 7,
      last_success_at: null,
      stale: false,
      runs: [],
    },
    users: [fakeStaffUser],
    clients: [],
    shortlists: [],
    invoices: [],
    applicationsPagingThreshold: 5000,
    session: null,
    signingIn: null,
    candidate: null,
    candidateProfiles: {},
  };
}

/** A fault the next request of an operation gets instead of its answer. */
export type Fault = { kind: 'status'; status: number; sentence: string } | { kind: 'network' };

/** The fake's whole state: the store, the clock, the request log, faults and violations. */
export const fake = {
  store: emptyStore(),
  clock: FIRST_TIMESTAMP,
  received: [] as FakeRequest[],
  violations: [] as string[],
  faults: new Map<string, Fault[]>(),
  /** The outbox message each status change queued, by `applicationId:eventId`. */
  eventMessages: {} as Record<string, number>,
};

/** Empties the store and the log, forgets faults and violations, and sets the clock back. */
export function resetFake(): void {
  fake.store = emptyStore();
  fake.clock = FIRST_TIMESTAMP;
  fake.received = [];
  fake.violations = [];
  fake.faults = new Map();
  fake.eventMessages = {};
}

/** Puts records (or the agency, users, session...) into the store. */
export function seedFake(seed: FakeSeed): void {
  fake.store = { ...fake.store, ...seed };
}

/** The fake's time now in the stored form; each call is one second after the last. */
export function now(): string {
  fake.clock += 1000;
  return timestampText(new Date(fake.clock));
}

/** The fake's current instant (without moving the clock). */
export const clockNow = (): Date => new Date(fake.clock);

/** The next id of a list (one above the highest). */
export const nextId = (records: ReadonlyArray<{ id: number }>): number =>
  records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** Records newest first (highest id first), as the API lists them. */
export const newestFirst = <T extends { id: number }>(records: T[]): T[] =>
  [...records].sort((a, b) => b.id - a.id);

/** Where the server would store an upload: a new name under /files, keeping the extension. */
export function uploaded(folder: string, file: unknown): string {
  const name = (file as { name?: unknown }).name;
  const extension = typeof name === 'string' ? (/\.\w+$/.exec(name)?.[0] ?? '') : '';
  return `/files/${folder}-${fake.clock}${extension || '.png'}`;
}

/** How the signed-in staff member signs a history entry or a note. */
export const signature = (): string =>
  fake.store.session ? `${fake.store.session.name} <${fake.store.session.email}>` : '';

/** The client a stored job may carry (public answers never show it). */
export const clientOf = (jobId: number | null): number | null =>
  (fake.store.jobs.find((job) => job.id === jobId) as (Job & { client_id?: number | null }) | undefined)
    ?.client_id ?? null;

/** The owner a stored job may carry (public answers never show it). */
export const ownerOf = (jobId: number | null): number | null =>
  (fake.store.jobs.find((job) => job.id === jobId) as (Job & { owner_id?: number | null }) | undefined)
    ?.owner_id ?? null;
