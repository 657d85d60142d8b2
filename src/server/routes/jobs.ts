import { dateWindowOf, message } from '../openapi/catalogue';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../api/schema';
import { contentVersion } from '../repositories/contentVersions';
import { agencyDate } from '../../domain/agencyTime';
import { JOB_SEARCH_PAGE_SIZE, jobSearchQuery } from '../../domain/jobSearch';
import { timestampText } from '../../domain/timestamps';
import { closingDateRange, isClosingDateInRange, isJobClosedOn } from '../../domain/jobClosing';
import {
  createJob,
  deleteJob,
  findDuplicateJob,
  findJob,
  findManagedJob,
  isEligibleOwner,
  listEligibleOwners,
  listJobs,
  listJobTitles,
  listManagedJobs,
  ownerOfJob,
  jobSearchFacets,
  searchJobs,
  type JobSearchFacets,
  updateJob,
  type JobFields,
} from '../repositories/jobs';
import type { JobRow, ManagedJobRow } from '../db/types';
import type { OperationAnswer, OperationHandlers } from '../fastifyTypes';
import { badRequest, DUPLICATE_MESSAGE, duplicateOnUniqueViolation, notFound } from '../services/errors';
import { acceptImage, isUploadedFile } from '../services/files';
import { sanitizeRichText } from '../services/html';
import { cachedVariant, type CachedJson } from '../services/versionedCache';
import { optionalText, requiredText, translationFields } from './requestFields';
import { audited, fieldSummary } from '../services/audit';
import { clientName } from '../repositories/clients';
import { feeTermsText, isPercentFee } from '../../domain/feeTerms';

type Job = components['schemas']['Job'];
type ManagedJob = components['schemas']['ManagedJob'];
type StaffRole = components['schemas']['StaffRole'];
type Category = components['schemas']['Category'];
type JobInput = components['schemas']['JobCreateInput'] | components['schemas']['JobUpdateInput'];

/** A stored job as the API answers it, with `closed` judged on `today` (a day in India). */
const toJob = (row: JobRow, today: string): Job => ({
  ...row,
  filled: Boolean(row.filled),
  contract_before_departure: Boolean(row.contract_before_departure),
  closed: isJobClosedOn(row, today),
});

/**
 * Whether the signed-in person may see clients (`listClients`'s `x-roles`): an Editor reads the jobs but
 * sees nothing of the clients, their requirements or their fees.
 */
function seesClients(request: FastifyRequest): boolean {
  const operation = request.server.contract.operations.find((entry) => entry.operationId === 'listClients');
  if (!operation) throw new Error('openapi.yaml has no listClients operation, whose x-roles the jobs take.');
  const role = request.staffUser?.role;
  return role !== undefined && operation.roles.includes(role);
}

/** A job as staff see it: the public job with its owner, and the client and its terms for a requirement. */
const toManagedJob = (row: ManagedJobRow, today: string, withClient: boolean): ManagedJob =>
  withClient
    ? managedJobOf(row, today)
    : managedJobOf({ ...row, ...NO_REQUIREMENT_FIELDS, name_employer: 0 }, today);

const managedJobOf = (row: ManagedJobRow, today: string): ManagedJob => ({
  ...toJob(row, today),
  owner_id: row.owner_id,
  owner_name: row.owner_id === null ? null : row.owner_name,
  client_id: row.client_id,
  client_name: row.client_id === null ? null : row.client_name,
  headcount: row.headcount,
  fee_type: row.fee_type,
  fee_percent_bp: row.fee_percent_bp,
  fee_amount_paise: row.fee_amount_paise,
  guarantee_days: row.guarantee_days,
  name_employer: Boolean(row.name_employer),
});

/** The requirement fields of a job, and its public employer's name when that is the client's. */
type Requirement = Pick<
  JobFields,
  | 'client_id'
  | 'headcount'
  | 'fee_type'
  | 'fee_percent_bp'
  | 'fee_amount_paise'
  | 'guarantee_days'
  | 'name_employer'
> & { clientName: string | null };

/** The requirement fields of a job that is no client's. */
const NO_REQUIREMENT_FIELDS: Omit<Requirement, 'clientName'> = {
  client_id: null,
  headcount: null,
  fee_type: null,
  fee_percent_bp: null,
  fee_amount_paise: null,
  guarantee_days: null,
  name_employer: false,
};
const NO_REQUIREMENT: Requirement = { ...NO_REQUIREMENT_FIELDS, clientName: null };

/**
 * A client's requirement, checked: the client exists, and the fee terms are whole (a percentage for
 * `percent_ctc`, an amount for the others, never both). Without a client none of its fields may be sent.
 */
async function checkedRequirement(
  server: FastifyInstance,
  body: Omit<JobInput, 'logo'>,
): Promise<Requirement> {
  const sent = (
    [
      'headcount',
      'fee_type',
      'fee_percent_bp',
      'fee_amount_paise',
      'guarantee_days',
      'name_employer',
    ] as const
  ).some((field) => body[field] !== undefined);
  if (body.client_id === undefined) {
    if (sent) throw badRequest(message('requirementNeedsClient'));
    return NO_REQUIREMENT;
  }
  const clientId = Number(body.client_id);
  const name = await clientName(server.db, clientId);
  if (name === undefined) throw badRequest(message('clientNotFoundForJob'));
  const feeType = body.fee_type ?? null;
  const percent = body.fee_percent_bp === undefined ? null : Number(body.fee_percent_bp);
  const amount = body.fee_amount_paise === undefined ? null : Number(body.fee_amount_paise);
  if (feeType === null && (percent !== null || amount !== null))
    throw badRequest(message('feeTermsIncomplete', { needed: 'their type' }));
  if (feeType !== null && isPercentFee(feeType) && (percent === null || amount !== null))
    throw badRequest(message('feeTermsIncomplete', { needed: 'a percentage of annual CTC and no amount' }));
  if (feeType !== null && !isPercentFee(feeType) && (amount === null || percent !== null))
    throw badRequest(message('feeTermsIncomplete', { needed: 'an amount in rupees and no percentage' }));
  return {
    client_id: clientId,
    headcount: body.headcount === undefined ? null : Number(body.headcount),
    fee_type: feeType,
    fee_percent_bp: percent,
    fee_amount_paise: amount,
    guarantee_days: body.guarantee_days === undefined ? null : Number(body.guarantee_days),
    name_employer: body.name_employer === true,
    clientName: name,
  };
}

/** The public text fields of a posting, by the name the job form gives them. */
const PUBLIC_TEXTS = [
  ['employer_name', 'employer'],
  ['foreign_employer', 'foreign employer'],
  ['title', 'title'],
  ['title_gu', 'Gujarati title'],
  ['title_hi', 'Hindi title'],
  ['location', 'location'],
  ['city', 'city'],
  ['description', 'description'],
  ['description_gu', 'Gujarati description'],
  ['description_hi', 'Hindi description'],
] as const;

/**
 * A job's fields with its requirement: a posting that names its client takes the client's name as its
 * employer; one that does not may not name the client in any public text (refused, naming the field).
 */
function withRequirement(fields: JobFields, requirement: Requirement): JobFields {
  const { clientName: name, ...terms } = requirement;
  const merged = { ...fields, ...terms };
  if (name === null) return merged;
  if (terms.name_employer) return { ...merged, employer_name: name };
  const needle = name.toLowerCase();
  for (const [field, label] of PUBLIC_TEXTS) {
    const value = merged[field];
    if (value !== null && value.toLowerCase().includes(needle))
      throw badRequest(message('clientNamedInPosting', { field: label, client: name }));
  }
  return merged;
}

/**
 * The owner sent with a job, checked: an eligible person (see listEligibleOwners), or the job's current
 * owner sent back unchanged (a disabled person stays the owner of their old jobs until someone changes it).
 */
async function checkedOwner(
  server: FastifyInstance,
  body: Omit<JobInput, 'logo'>,
  jobId?: number,
): Promise<number | null> {
  const ownerId = body.owner_id === undefined ? null : Number(body.owner_id);
  if (ownerId === null) return null;
  if (jobId !== undefined && (await ownerOfJob(server.db, jobId)) === ownerId) return ownerId;
  if (!(await isEligibleOwner(server.db, ownerId))) throw badRequest(message('ownerNotEligible'));
  return ownerId;
}

/** The closing dates a job may have: the contract's `ClosingDate` window around the agency's day. */
const CLOSING_DATE_WINDOW = dateWindowOf('ClosingDate');

/** The currency of salary amounts sent without one. */
const DEFAULT_SALARY_CURRENCY = 'INR';

/** The job's fields as stored; `now` (the server's clock) judges the closing date's window. */
function jobFieldsFrom(body: Omit<JobInput, 'logo'>, ownerId: number | null, now: Date): JobFields {
  const salaryMin = body.salary_min ?? null;
  const salaryMax = body.salary_max ?? null;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax)
    throw badRequest(message('salaryRangeReversed'));
  if (body.valid_through !== undefined) {
    const range = closingDateRange(CLOSING_DATE_WINDOW, now);
    if (!isClosingDateInRange(body.valid_through, range))
      throw badRequest(message('closingDateOutOfRange', range));
  }
  const hasAmount = salaryMin !== null || salaryMax !== null;
  return {
    title: requiredText(body, 'title'),
    location: requiredText(body, 'location'),
    salary: requiredText(body, 'salary'),
    career_level: requiredText(body, 'career_level'),
    experience: requiredText(body, 'experience'),
    qualification: requiredText(body, 'qualification'),
    category: body.category,
    description: sanitizeRichText(optionalText(body, 'description')),
    employer_name: optionalText(body, 'employer_name') || null,
    employment_type: body.employment_type ?? null,
    city: optionalText(body, 'city') || null,
    country: body.country ?? null,
    salary_min: salaryMin,
    salary_max: salaryMax,
    salary_currency: body.salary_currency ?? (hasAmount ? DEFAULT_SALARY_CURRENCY : null),
    salary_period: body.salary_period ?? null,
    valid_through: body.valid_through ?? null,
    filled: body.filled === true,
    foreign_employer: optionalText(body, 'foreign_employer') || null,
    visa_type: body.visa_type ?? null,
    contract_before_departure: body.contract_before_departure === true,
    owner_id: ownerId,
    ...translationFields(body, sanitizeRichText),
    ...NO_REQUIREMENT_FIELDS,
  };
}

/**
 * The public job lists hold the open jobs only. Whether a job is open depends on the day as well as on
 * the stored jobs, so the cached answers are keyed by both: the content version (bumped by every
 * write, see VersionedCache) and today's date in India.
 */
async function cachedJobList(server: FastifyInstance): Promise<CachedJson<OperationAnswer<'listJobs'>>> {
  const version = await contentVersion(server.db, 'jobs');
  const today = agencyDate(server.clock());
  return server.jobListCache.get('all', `${version}@${today}`, async () => ({
    data: (await listJobs(server.db, { openOn: today })).map((row) => toJob(row, today)),
  }));
}

async function cachedCategoryList(
  server: FastifyInstance,
  category: Category,
): Promise<CachedJson<OperationAnswer<'listJobsByCategory'>>> {
  const version = await contentVersion(server.db, 'jobs');
  const today = agencyDate(server.clock());
  return server.jobListCache.get(category, `${version}@${today}`, async () =>
    (await listJobs(server.db, { category, openOn: today })).map((row) => toJob(row, today)),
  );
}

/** The search's parameters (all optional), as the contract has checked them. */
/** The facets of each category (and of all) per server, with the version they were read at. */
const facetMemo = new WeakMap<
  FastifyInstance,
  Map<string, { version: string; facets: Promise<JobSearchFacets> }>
>();

/** The facets of the open jobs of a category: they change with the jobs and the day, not with the search. */
function cachedFacets(
  server: FastifyInstance,
  category: Category | undefined,
  version: string,
  today: string,
): Promise<JobSearchFacets> {
  let memo = facetMemo.get(server);
  if (!memo) facetMemo.set(server, (memo = new Map()));
  const key = category ?? 'all';
  const cached = memo.get(key);
  if (cached && cached.version === version) return cached.facets;
  const facets = jobSearchFacets(server.db, today, category);
  const entries = memo;
  entries.set(key, { version, facets });
  facets.catch(() => {
    if (entries.get(key)?.facets === facets) entries.delete(key);
  });
  return facets;
}

type SearchQuery = NonNullable<operations['searchJobs']['parameters']['query']>;

/**
 * One page of the public search, cached per search (its canonical query string) like the lists: keyed by
 * the content version and today's date in India. "Posted within" moves with the clock, so a search with
 * it is keyed by the hour too.
 */
async function cachedSearch(
  server: FastifyInstance,
  query: SearchQuery,
): Promise<CachedJson<OperationAnswer<'searchJobs'>>> {
  if (query.minSalary !== undefined && query.maxSalary !== undefined && query.minSalary > query.maxSalary)
    throw badRequest(message('salaryRangeReversed'));
  const version = await contentVersion(server.db, 'jobs');
  const now = server.clock();
  const today = agencyDate(now);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? JOB_SEARCH_PAGE_SIZE;
  const key = `search${jobSearchQuery({ ...query, page })}&size=${pageSize}`;
  const hour = query.posted === undefined ? '' : `@${now.toISOString().slice(0, 13)}`;
  // One answer per search: compressed quickly (see CompressionEffort).
  return server.jobListCache.get(
    key,
    `${version}@${today}${hour}`,
    async () => {
      const postedSince =
        query.posted === undefined
          ? undefined
          : timestampText(new Date(now.getTime() - query.posted * 24 * 60 * 60 * 1000));
      const [result, facets] = await Promise.all([
        searchJobs(
          server.db,
          {
            category: query.category,
            country: query.country,
            city: query.city?.trim(),
            employmentType: query.type,
            minSalary: query.minSalary,
            maxSalary: query.maxSalary,
            postedSince,
          },
          today,
          { limit: pageSize, offset: (page - 1) * pageSize },
        ),
        cachedFacets(server, query.category, `${version}@${today}`, today),
      ]);
      return {
        items: result.rows.map((row) => ({
          ...row,
          filled: Boolean(row.filled),
          contract_before_departure: Boolean(row.contract_before_departure),
          closed: isJobClosedOn(row, today),
        })),
        total: result.total,
        page,
        pageSize,
        facets,
      };
    },
    'fast',
  );
}

async function rejectDuplicate(server: FastifyInstance, fields: JobFields, exceptId?: number) {
  if (await findDuplicateJob(server.db, fields, exceptId)) throw badRequest(DUPLICATE_MESSAGE);
}

/** Which languages a job or post was given a translated title or description in (`gu hi`). */
export function translationSummary(
  fields: Record<`${'title' | 'description'}_${TranslationLanguage}`, string | null>,
): string | undefined {
  const languages = TRANSLATION_LANGUAGES.filter(
    (language) => fields[`title_${language}`] !== null || fields[`description_${language}`] !== null,
  );
  return languages.length > 0 ? languages.join(' ') : undefined;
}

/** What the audit trail says of a job written (no file contents: only that a new logo came). */
function jobSummary(fields: JobFields, newLogo = true): string {
  return fieldSummary({
    title: fields.title,
    category: fields.category,
    location: fields.location,
    filled: fields.filled ? 'yes' : undefined,
    owner: fields.owner_id ?? undefined,
    client: fields.client_id ?? undefined,
    headcount: fields.headcount ?? undefined,
    fee: feeTermsText(fields) || undefined,
    guarantee: fields.guarantee_days === null ? undefined : `${fields.guarantee_days} days`,
    'names employer': fields.client_id === null ? undefined : fields.name_employer ? 'yes' : 'no',
    translations: translationSummary(fields),
    logo: newLogo ? 'new image' : undefined,
  });
}

export const jobHandlers = {
  // The list is the largest public answer: it is sent from the cache, compressed once per content
  // version in the coding the client accepts; @fastify/etag answers 304 to a client that has it.
  async listJobs(request, reply) {
    const { body, headers } = cachedVariant(request.headers, await cachedJobList(request.server));
    return reply.type('application/json; charset=utf-8').headers(headers).send(body);
  },

  async listJobsByCategory(request, reply) {
    const list = await cachedCategoryList(request.server, request.params.category);
    const { body, headers } = cachedVariant(request.headers, list);
    return reply.type('application/json; charset=utf-8').headers(headers).send(body);
  },

  async searchJobs(request, reply) {
    const found = await cachedSearch(request.server, (request.query ?? {}) as SearchQuery);
    const { body, headers } = cachedVariant(request.headers, found);
    return reply.type('application/json; charset=utf-8').headers(headers).send(body);
  },

  async listManagedJobs(request) {
    const today = agencyDate(request.server.clock());
    const withClient = seesClients(request);
    return {
      data: (await listManagedJobs(request.server.db)).map((row) => toManagedJob(row, today, withClient)),
    };
  },

  async getManagedJob(request) {
    const job = await findManagedJob(request.server.db, request.params.id);
    if (!job) throw notFound(message('notFound', { noun: 'Job' }));
    return { data: toManagedJob(job, agencyDate(request.server.clock()), seesClients(request)) };
  },

  async listJobTitles(request) {
    return { data: await listJobTitles(request.server.db) };
  },

  async listJobOwners(request) {
    const people = await listEligibleOwners(request.server.db);
    // The query keeps to the owner roles, which are StaffRole values.
    return { data: people.map((person) => ({ ...person, role: person.role as StaffRole })) };
  },

  async getJob(request) {
    const job = await findJob(request.server.db, request.params.id);
    if (!job) throw notFound(message('notFound', { noun: 'Job' }));
    return { data: toJob(job, agencyDate(request.server.clock())) };
  },

  async createJob(request) {
    const { body } = request;
    const fields = withRequirement(
      jobFieldsFrom(body, await checkedOwner(request.server, body), request.server.clock()),
      await checkedRequirement(request.server, body),
    );
    const logo = acceptImage(body.logo, 'logo');
    await rejectDuplicate(request.server, fields);
    const job = await audited(
      request,
      (trx) => createJob(trx, fields, logo),
      (created) => ({ action: 'create', resource: 'job', recordId: created.id, summary: jobSummary(fields) }),
    ).catch(duplicateOnUniqueViolation);
    return {
      data: toJob(job, agencyDate(request.server.clock())),
      message: message('saved', { noun: 'Job', verb: 'Inserted' }),
    };
  },

  async updateJob(request) {
    const id = request.params.id;
    const { body } = request;
    if (!(await findJob(request.server.db, id))) throw notFound(message('notFound', { noun: 'Job' }));
    const fields = withRequirement(
      jobFieldsFrom(body, await checkedOwner(request.server, body, id), request.server.clock()),
      await checkedRequirement(request.server, body),
    );
    const logo = isUploadedFile(body.logo) ? acceptImage(body.logo, 'logo') : undefined;
    await rejectDuplicate(request.server, fields, id);
    const job = await audited(
      request,
      (trx) => updateJob(trx, id, fields, logo),
      (updated) =>
        updated && {
          action: 'update',
          resource: 'job',
          recordId: id,
          summary: jobSummary(fields, logo !== undefined),
        },
    ).catch(duplicateOnUniqueViolation);
    if (!job) throw notFound(message('notFound', { noun: 'Job' }));
    return {
      data: toJob(job, agencyDate(request.server.clock())),
      message: message('saved', { noun: 'Job', verb: 'Updated' }),
    };
  },

  async deleteJob(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteJob(trx, id),
      (done) => (done ? { action: 'delete', resource: 'job', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(message('notFound', { noun: 'Job' }));
    return { message: message('deletedText', { noun: 'Job' }) };
  },
} satisfies Partial<OperationHandlers>;
