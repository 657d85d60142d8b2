import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ApplicationStatus } from '../../domain/applicationStatuses';
import type { FeeType } from '../../domain/feeTerms';
import type { RecordedConsentWay } from '../../domain/employerConsent';

/** Tables as Kysely sees them. Timestamps are UTC text `YYYY-MM-DD HH:MM:SS` on both dialects. */
export interface Database {
  users: UsersTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  files: FilesTable;
  jobs: JobsTable;
  blog_posts: BlogPostsTable;
  team_members: TeamMembersTable;
  applications: ApplicationsTable;
  enquiries: EnquiriesTable;
  subscribers: SubscribersTable;
  content_versions: ContentVersionsTable;
  reference_counters: ReferenceCountersTable;
  application_events: ApplicationEventsTable;
  application_notes: ApplicationNotesTable;
  mail_templates: MailTemplatesTable;
  mail_template_translations: MailTemplateTranslationsTable;
  outbox: OutboxTable;
  scheduled_runs: ScheduledRunsTable;
  backup_runs: BackupRunsTable;
  erasure_requests: ErasureRequestsTable;
  clients: ClientsTable;
  placements: PlacementsTable;
  client_contacts: ClientContactsTable;
  shortlists: ShortlistsTable;
  shortlist_items: ShortlistItemsTable;
  candidate_codes: CandidateCodesTable;
  candidate_sessions: CandidateSessionsTable;
  candidate_profiles: CandidateProfilesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_counters: InvoiceCountersTable;
}

export { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/applicationStatuses';

/** The language of the page a person wrote from (the contract's `Language` enum). */
export type { Language, TranslationLanguage } from '../../domain/languages';
import type { Language, TranslationLanguage } from '../../domain/languages';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: string;
  /** Empty while an invitation waits to be accepted: no password exists yet. */
  password_hash: string;
  created_at: string;
  /** When the account was disabled (it cannot sign in and has no sessions); null when enabled. */
  disabled_at: string | null;
  /** The TOTP secret (base32) of the second factor; null until the person enrols. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The secret offered at enrolment, until the person confirms it with a code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last time step (30 s) a TOTP code was accepted for: that code and earlier ones are refused. */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the code; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface StaffTokensTable {
  id: Generated<number>;
  user_id: number;
  /** What the link is for: `invitation` (choose a first password). */
  purpose: string;
  /** sha256 (hex) of the token sent by e-mail; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  /** When the link was used; a used link is refused. */
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** UTC, `YYYY-MM-DD HH:MM:SS`. */
  created_at: string;
  /** The staff member who acted; null when nobody was signed in (a failed sign-in). */
  staff_id: number | null;
  /** Their name at the time (kept as it was when the account changes). */
  staff_name: string;
  /** The request's address. */
  address: string;
  action: string;
  resource: string;
  record_id: string | null;
  /** Field names and values of the change; never passwords, tokens or file contents. */
  summary: string;
  /** How many attempts the entry stands for: refused sign-ins are counted per `bucket`; 1 otherwise. */
  count: Generated<number>;
  /** A counted refusal's action, address, account and minute (unique); null for every other entry. */
  bucket: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The absolute end of the session (created_at + the maximum session length). */
  expires_at: string;
  created_at: string;
  /** When the session was last used (the idle timeout counts from here). */
  last_seen_at: string | null;
  /** The browser's User-Agent when the session started (shown as its device). */
  user_agent: ColumnType<string, string | undefined, string>;
  /** The address the session was started from. */
  address: ColumnType<string, string | undefined, string>;
}

export type FileKind = 'image' | 'resume';

export interface FilesTable {
  /** sha256 of the content plus extension, e.g. `ab12….png`. */
  name: string;
  content_type: string;
  size: number;
  kind: FileKind;
  data: Buffer;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  location: string;
  salary: string;
  career_level: string;
  experience: string;
  qualification: string;
  category: '1' | '2';
  description: string;
  logo: string;
  created_at: string;
  /** When the job was last changed (created_at for jobs older than the lifecycle fields). */
  updated_at: string;
  employer_name: string | null;
  employment_type: EmploymentType | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  salary_min: number | null;
  salary_max: number | null;
  /** ISO 4217. */
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  /** `YYYY-MM-DD`: the last day the job is open, a day in India (src/domain/jobClosing.ts). */
  valid_through: string | null;
  /** 1 when staff marked the position filled. */
  filled: Generated<number>;
  /** The employer abroad (international jobs). */
  foreign_employer: string | null;
  visa_type: VisaType | null;
  /** 1 when the worker sees and signs the contract before paying anything or travelling. */
  contract_before_departure: Generated<number>;
  /** The staff member who looks after the job (staff only: never in a public answer); null when none. */
  owner_id: number | null;
  /** Gujarati and Hindi title and description; null when not translated (0015_content_translations). */
  title_gu: string | null;
  description_gu: string | null;
  title_hi: string | null;
  description_hi: string | null;
  /** The client whose requirement this job is (staff only, 0027_clients); null for the agency's own postings. */
  client_id: number | null;
  /** How many people the client wants. */
  headcount: number | null;
  fee_type: FeeType | null;
  /** The fee as basis points of annual CTC (`percent_ctc`). */
  fee_percent_bp: number | null;
  /** The fee per hire or per worker a month, in paise (`fixed_per_hire`, `monthly_per_worker`). */
  fee_amount_paise: number | null;
  /** The replacement guarantee, in days. */
  guarantee_days: number | null;
  /** 1 when the public posting names the client (its `employer_name` is the client's name). */
  name_employer: Generated<number>;
}

export type { FeeType };

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  /** Normalised (src/domain/gstin.ts), or null. */
  gstin: string | null;
  billing_address: Generated<string>;
  /** GST state code (`01`-`38`): the GSTIN's state when there is a GSTIN. */
  billing_state: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientContactsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  designation: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  /** 1 when the contact takes WhatsApp messages. */
  whatsapp: Generated<number>;
  created_at: string;
}

/** Applications of a requirement shared with a client contact through a link (0028_shortlists). */
export interface ShortlistsTable {
  id: Generated<number>;
  job_id: number;
  client_id: number;
  /** null once the contact is removed from the client; `contact_name` keeps the name given the link. */
  contact_id: number | null;
  contact_name: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  language: Language;
  expires_at: string;
  revoked_at: string | null;
  created_by: number | null;
  created_by_name: Generated<string>;
  created_by_email: Generated<string>;
  created_at: string;
}

/** The client's answer on a shared application. */
export type ShortlistAnswer = 'shortlisted' | 'not_suitable' | 'interview_requested';

export interface ShortlistItemsTable {
  id: Generated<number>;
  shortlist_id: number;
  application_id: number;
  /** What the recruiter tells the client of the candidate (an application does not ask these). */
  qualification: Generated<string>;
  current_location: Generated<string>;
  /** The recruiter's note shown to the client. */
  note: Generated<string>;
  answer: ShortlistAnswer | null;
  /** The reason (not suitable) or the note (interview requested). */
  answer_note: Generated<string>;
  /** JSON array of proposed interview slots, `YYYY-MM-DDTHH:MM` in India's time. */
  answer_slots: Generated<string>;
  answered_at: string | null;
}

/** A placement (0029_placements): money in paise, dates India's `YYYY-MM-DD`. */
export interface PlacementsTable {
  id: Generated<number>;
  application_id: number;
  job_id: number;
  client_id: number;
  joining_date: string;
  fee_type: FeeType;
  ctc_paise: number | null;
  monthly_rate_paise: number | null;
  computed_fee_paise: number;
  fee_paise: number;
  fee_reason: Generated<string>;
  guarantee_end_date: string | null;
  left_date: string | null;
  left_reason: Generated<string>;
  replaces_placement_id: number | null;
  created_at: string;
  updated_at: string;
}

export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';
export type SalaryPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type VisaType = 'employment' | 'visit' | 'tourist' | 'student' | 'other';

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  description: string;
  photo: string;
  created_at: string;
  /** Gujarati and Hindi title and description; null when not translated (0015_content_translations). */
  title_gu: string | null;
  description_gu: string | null;
  title_hi: string | null;
  description_hi: string | null;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  position: string;
  description: string;
  photo: string;
  created_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number | null;
  job_title: string;
  category: '1' | '2';
  career_level: string;
  experience: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
  title: string;
  message: string;
  resume: string | null;
  created_at: string;
  /** `SMS-2026-000123`; null only transiently inside the creating transaction. */
  reference: string | null;
  status: Generated<ApplicationStatus>;
  /** Lower-cased e-mail and normalised phone: the keys that make applications one candidate. */
  email_key: Generated<string>;
  phone_key: Generated<string>;
  /** The privacy-notice version the applicant agreed to, and when ('' and null before consent existed). */
  consent_version: Generated<string>;
  consent_at: string | null;
  /** Where the application came from (the contract's ApplicationChannel); null when not recorded. */
  channel: ApplicationChannel | null;
  /**
   * The candidate's agreement to share with employers as staff recorded it (0030_employer_consent): its day in
   * India and how (src/domain/employerConsent.ts); null until recorded.
   */
  employer_consent_on: string | null;
  employer_consent_how: RecordedConsentWay | null;
  /** The language of the page the application was sent from; its messages are written in it. */
  language: Generated<Language>;
  /** Every status the application has had, one bit each (src/server/repositories/reachedStatuses.ts). */
  reached_statuses: Generated<number>;
  /** `upload` (the form's file) or `profile` (the job seeker's stored resume, copied in; 0036_candidate_profiles). */
  resume_source: Generated<ResumeSource>;
}

export type ResumeSource = 'upload' | 'profile';

/** Where an application came from: decided at apply time, or chosen by staff (walk-in, phone). */
export const APPLICATION_CHANNELS = [
  'google_jobs',
  'whatsapp',
  'job_alert',
  'direct',
  'other',
  'walk_in',
  'phone',
] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

export interface ReferenceCountersTable {
  year: number;
  last_value: number;
}

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  /** null for the application's arrival. */
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  /** The staff member's name and e-mail at the time; null when the applicant made the change. */
  changed_by: string | null;
  /** 1 when the status's message for the applicant was queued with this change (its outbox rows say what became of it). */
  message_sent: Generated<number>;
  created_at: string;
  /**
   * How long the application stayed in `to_status`, in seconds, written by the change that ended the stay;
   * null while it lasts, and for an entry that kept the status (an erasure request).
   */
  stay_seconds: Generated<number | null>;
  /** The application's `created_at`, so a range of applications' history is read from an index alone. */
  application_created_at: string | null;
  /** What an entry that keeps the status says (a client's answer on a shortlist), or null. */
  detail: Generated<string | null>;
}

export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  body: string;
  author: string;
  created_at: string;
}

export interface MailTemplatesTable {
  status: ApplicationStatus;
  subject: string;
  body: string;
  updated_at: string;
}

/** A status template's Gujarati or Hindi version; without one, the English template is sent. */
export interface MailTemplateTranslationsTable {
  status: ApplicationStatus;
  language: TranslationLanguage;
  subject: string;
  body: string;
  updated_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export type MailKind =
  | 'staff-application'
  | 'applicant-confirmation'
  | 'status-change'
  | 'staff-enquiry'
  | 'subscriber-confirmation'
  | 'job-alert'
  | 'staff-invitation'
  | 'erasure-link'
  | 'password-reset'
  | 'account-security'
  | 'shortlist-link'
  | 'shortlist-answer'
  | 'candidate-code'
  | 'invoice'
  | 'payment-reminder';

export type OutboxChannel = 'email' | 'whatsapp';

export interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
  to_address: string;
  subject: string;
  text_body: string;
  /** The application (or enquiry) the message is about; erasing that record erases the message. */
  application_id: number | null;
  enquiry_id: number | null;
  /** The job-alert subscriber the message goes to; deleting the subscriber deletes the message. */
  subscriber_id: Generated<number | null>;
  /** Extra mail headers as a JSON object (e.g. `List-Unsubscribe`), or null. */
  headers: Generated<string | null>;
  /** The history entry whose status change queued this message (a status message), or null. */
  application_event_id: Generated<number | null>;
  /** `email`, or `whatsapp`: a template message to `to_address` (digits) sent through the Cloud API. */
  channel: Generated<OutboxChannel>;
  /** A WhatsApp message's template as JSON (`WhatsAppTemplate`), or null. */
  template: Generated<string | null>;
  /** The invoice or credit note whose PDF the mail carries (0031_invoices), or null. */
  invoice_id: Generated<number | null>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** Epoch milliseconds. */
  next_attempt_at: number;
  lease_owner: string | null;
  /** Epoch milliseconds; a `sending` row whose lease has run out is claimed again. */
  lease_until: number | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ScheduledRunsTable {
  name: string;
  /** Epoch milliseconds. */
  last_run_at: number;
}

export type BackupTrigger = 'scheduled' | 'manual';
export type BackupRunStatus = 'running' | 'ok' | 'failed';

export interface BackupRunsTable {
  id: Generated<number>;
  trigger: BackupTrigger;
  status: BackupRunStatus;
  /** Epoch milliseconds. */
  started_at: number;
  finished_at: number | null;
  /** The archive's file name in the backup directory. */
  file_name: string | null;
  /** The archive's size in bytes. */
  size: number | null;
  error: string | null;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  purpose: 'jobseeker' | 'employer';
  message: string;
  created_at: string;
  language: Generated<Language>;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** The secret of the address's confirm and unsubscribe links. */
  token: string;
  /** When the address was confirmed (double opt-in), or null while unconfirmed. */
  confirmed_at: string | null;
  /** Epoch milliseconds of the last confirmation message queued, or null. */
  confirmation_sent_at: number | null;
  /** The language of the page the address last subscribed from; its messages are written in it. */
  language: Generated<Language>;
}

/** A counter per cached resource, bumped by every write so each process can tell its cache is stale. */
export interface ContentVersionsTable {
  resource: string;
  version: number;
}

/** A job as the public sees it: everything but its owner. */
export type JobRow = Omit<Selectable<JobsTable>, 'owner_id' | RequirementColumn>;
/** The columns of a job that make it a client's requirement (staff only, never in a public answer). */
export type RequirementColumn =
  | 'client_id'
  | 'headcount'
  | 'fee_type'
  | 'fee_percent_bp'
  | 'fee_amount_paise'
  | 'guarantee_days'
  | 'name_employer';
/** A job as staff see it: with its owner's id and name (a disabled person keeps theirs). */
export type ManagedJobRow = JobRow &
  Pick<Selectable<JobsTable>, RequirementColumn> & {
    owner_id: number | null;
    owner_name: string | null;
    client_name: string | null;
  };
export type NewJob = Insertable<JobsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type UserRow = Selectable<UsersTable>;
export type SubscriberRow = Selectable<SubscribersTable>;

/** How an applicant's erasure request is confirmed: by the link mailed to them, or by an Administrator. */
export type ErasureChannel = 'email' | 'staff';
export type ErasureRequestStatus = 'pending' | 'erased' | 'dismissed';

export interface ErasureRequestsTable {
  id: Generated<number>;
  /** Null once the application is erased. */
  application_id: number | null;
  reference: string;
  channel: ErasureChannel;
  language: Generated<Language>;
  /** SHA-256 (hex) of the single-use link's token (e-mail requests only). */
  token_hash: string | null;
  /** UTC, `YYYY-MM-DD HH:MM:SS`: the link works until then. */
  expires_at: string | null;
  status: Generated<ErasureRequestStatus>;
  created_at: string;
  resolved_at: Generated<string | null>;
  resolved_by: Generated<string | null>;
}

/** A one-time sign-in code sent to a job seeker (0034_candidate_accounts): only its hash is kept. */
export interface CandidateCodesTable {
  id: Generated<number>;
  /** `phone:<ten digits>` or `email:<address as compared>`. */
  contact: string;
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  language: Generated<Language>;
  wrong_tries: Generated<number>;
  /** UTC, `YYYY-MM-DD HH:MM:SS`. */
  expires_at: string;
  used_at: Generated<string | null>;
  created_at: string;
}

/** A job seeker's session (its own cookie, never the staff `sid`); the token kept only as its hash. */
export interface CandidateSessionsTable {
  id: Generated<number>;
  token_hash: string;
  contact: string;
  user_agent: Generated<string>;
  created_at: string;
  last_seen_at: string;
  /** UTC, `YYYY-MM-DD HH:MM:SS`. */
  expires_at: string;
}

/** A job seeker's profile (0036_candidate_profiles): one per verified contact; never a passport number. */
export interface CandidateProfilesTable {
  id: Generated<number>;
  /** `phone:<ten digits>` or `email:<address as compared>`, as `candidate_sessions.contact`. */
  contact: string;
  name: Generated<string>;
  gender: Generated<string>;
  /** `YYYY-MM-DD`, or '' when not given. */
  date_of_birth: Generated<string>;
  languages: Generated<string>;
  location: Generated<string>;
  qualification: Generated<string>;
  experience: Generated<string>;
  skills: Generated<string>;
  /** `/files/<hash>.pdf`, or null without a stored resume. */
  resume: Generated<string | null>;
  resume_name: Generated<string>;
  /** `yes`, `no` or '' (not said). */
  work_abroad: Generated<string>;
  /** `ECR`, `ECNR`, `none` or '' (not said). */
  passport: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A tax invoice or credit note (0031_invoices): money in paise, dates India's `YYYY-MM-DD`. */
export interface InvoicesTable {
  id: Generated<number>;
  kind: 'invoice' | 'credit-note';
  status: 'draft' | 'issued';
  financial_year: string | null;
  sequence: number | null;
  number: string | null;
  invoice_date: string | null;
  client_id: number | null;
  placement_id: number | null;
  job_id: number | null;
  /** The month a staffing bill is for, `YYYY-MM`. */
  period: string | null;
  recipient_name: string;
  recipient_address: Generated<string>;
  recipient_gstin: string | null;
  /** GST state code of the place of supply. */
  place_of_supply: string;
  tax_split: 'intra' | 'inter';
  reverse_charge: Generated<number>;
  /** The agency's tax details when issued (JSON of `AgencyTax`); '' on a draft. */
  supplier: Generated<string>;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  round_off_paise: number;
  total_paise: number;
  credit_note_of: number | null;
  reason: Generated<string>;
  notes: Generated<string>;
  created_by: Generated<string>;
  issued_by: Generated<string>;
  created_at: string;
  updated_at: string;
  issued_at: string | null;
  sent_at: string | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  sac: string;
  /** Decimal text, up to two places. */
  quantity: string;
  rate_paise: number;
  tax_rate_bp: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** The last number given per series and financial year (0031_invoices). */
export interface InvoiceCountersTable {
  series: 'invoice' | 'credit-note';
  financial_year: string;
  last_number: number;
}

/** How a payment was received. */
export type PaymentMode = 'bank-transfer' | 'upi' | 'cheque' | 'cash' | 'other';

/** A receipt against an issued invoice, with the TDS the client deducted (0035_invoice_payments). */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  client_id: number | null;
  /** India's calendar day, `YYYY-MM-DD`. */
  payment_date: string;
  amount_paise: number;
  mode: PaymentMode;
  reference: Generated<string>;
  /** The Income-tax Act section of the TDS (`194C`, `194J`), '' without TDS. */
  tds_section: Generated<string>;
  tds_paise: Generated<number>;
  recorded_by: Generated<string>;
  created_at: string;
  /** When the payment was reversed (0037_payment_reversals), null while it counts. */
  reversed_at: string | null;
  reversed_by: Generated<string>;
  reversal_reason: Generated<string>;
}
