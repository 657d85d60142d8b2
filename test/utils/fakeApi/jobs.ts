import { message } from '../../../src/api/messages';
import { closingDateRange } from '../../../src/api/codes';
import { isClosingDateInRange } from '../../../src/domain/jobClosing';
import { isJobClosed } from '../../../src/domain/jobClosing';
import {
  deleteFrom,
  duplicate,
  fieldsOf,
  notFound,
  ok,
  operation,
  badRequest,
  refuse,
  requireFields,
  same,
  written,
  type Behaviour,
  type Behaviours,
  type Body,
} from './outcome';
import { fake, newestFirst, nextId, now, uploaded, type Job } from './store';
import { roleAllows } from '../../../src/api/roles';

/** Jobs: the public lists and search (open jobs only), the job pages, and the staff's job management. */

/** A client's requirement as a stored job carries it (staff answers only). */
interface Requirement {
  client_id?: number | null;
  headcount?: number | null;
  fee_type?: 'percent_ctc' | 'fixed_per_hire' | 'monthly_per_worker' | null;
  fee_percent_bp?: number | null;
  fee_amount_paise?: number | null;
  guarantee_days?: number | null;
  name_employer?: boolean;
}
const REQUIREMENT_FIELDS = [
  'client_id',
  'headcount',
  'fee_type',
  'fee_percent_bp',
  'fee_amount_paise',
  'guarantee_days',
  'name_employer',
] as const;

/** A stored job may carry its owner and its client's requirement; public answers never do. */
type OwnedJob = Job & { owner_id?: number | null } & Requirement;

/** Closed by the domain's one rule, at the real time as the server judges it (the stored flag aside). */
export const isClosed = (job: Job): boolean => isJobClosed({ ...job, closed: false });
const openJobs = () => fake.store.jobs.filter((job) => !isClosed(job));

export const publicJob = (job: OwnedJob): Job => {
  const record: Record<string, unknown> = { ...job };
  delete record.owner_id;
  for (const field of REQUIREMENT_FIELDS) delete record[field];
  return record as Job;
};
/** The roles that see clients (an Editor sees none of them in the jobs). */
const seesClients = () => roleAllows(fake.store.session?.role, 'listClients');
const managedJob = (job: OwnedJob) => {
  const client = seesClients() ? (job.client_id ?? null) : null;
  return {
    ...publicJob(job),
    owner_id: job.owner_id ?? null,
    owner_name: fake.store.users.find((user) => user.id === job.owner_id)?.name ?? null,
    client_id: client,
    client_name: client === null ? null : (fake.store.clients.find((row) => row.id === client)?.name ?? null),
    headcount: client === null ? null : (job.headcount ?? null),
    fee_type: client === null ? null : (job.fee_type ?? null),
    fee_percent_bp: client === null ? null : (job.fee_percent_bp ?? null),
    fee_amount_paise: client === null ? null : (job.fee_amount_paise ?? null),
    guarantee_days: client === null ? null : (job.guarantee_days ?? null),
    name_employer: client === null ? false : job.name_employer === true,
  };
};

/** The requirement sent with a job (multipart values as text), as the server stores it. */
function requirementOf(body: Body): Requirement & { client_id: number | null } {
  const number = (name: string) => (body[name] === undefined ? null : Number(body[name]));
  return {
    client_id: number('client_id'),
    headcount: number('headcount'),
    fee_type: (body.fee_type as Requirement['fee_type']) ?? null,
    fee_percent_bp: number('fee_percent_bp'),
    fee_amount_paise: number('fee_amount_paise'),
    guarantee_days: number('guarantee_days'),
    name_employer: body.name_employer === true || body.name_employer === 'true',
  };
}

const JOB_TEXTS = ['title', 'location', 'salary', 'career_level', 'experience', 'qualification'];
const jobDuplicate = (fields: Body, exceptId?: number) =>
  fake.store.jobs.some(
    (job) =>
      job.id !== exceptId &&
      same(job.title, String(fields.title)) &&
      job.category === fields.category &&
      same(job.location, String(fields.location)),
  );

/** The optional posting details as the server stores them: a field left out (or blank) is cleared. */
const POSTING_TEXTS = [
  'employer_name',
  'employment_type',
  'city',
  'country',
  'salary_currency',
  'salary_period',
  'valid_through',
  'foreign_employer',
  'visa_type',
] as const;
const amount = (value: unknown) =>
  value === undefined || value === '' || value === null ? null : Number(value);
function withPostingDetails(job: Job): Job {
  const record: Record<string, unknown> = { ...job };
  for (const field of POSTING_TEXTS) {
    const value = record[field];
    record[field] = typeof value === 'string' && value !== '' ? value : null;
  }
  record.salary_min = amount(record.salary_min);
  record.salary_max = amount(record.salary_max);
  if (record.salary_currency === null && (record.salary_min !== null || record.salary_max !== null))
    record.salary_currency = 'INR';
  record.filled = record.filled === true || record.filled === 'true';
  record.contract_before_departure =
    record.contract_before_departure === true || record.contract_before_departure === 'true';
  record.updated_at = now();
  const stored = record as unknown as Job;
  return { ...stored, closed: isClosed(stored) };
}

const saveJob =
  (editing: boolean): Behaviour =>
  ({ params, body }) => {
    const op = operation(editing ? 'updateJob' : 'createJob');
    const refused = requireFields(body, JOB_TEXTS);
    if (refused) return refused;
    const id = editing ? Number(params.id) : nextId(fake.store.jobs);
    const old = fake.store.jobs.find((job) => job.id === id);
    if (editing && !old) return notFound('Job');
    const fields = fieldsOf(op, body);
    // The contract's closing-date window, as the server applies it.
    const closing = typeof body.valid_through === 'string' ? body.valid_through : '';
    const range = closingDateRange();
    if (closing && !isClosingDateInRange(closing, range))
      return refuse(400, message('closingDateOutOfRange', range));
    if (jobDuplicate(fields, editing ? id : undefined)) return duplicate();
    const job: OwnedJob = withPostingDetails(written<Job>(op, body, old));
    job.id = id;
    // Left out means no owner, as the server reads it.
    job.owner_id = body.owner_id === undefined ? null : Number(body.owner_id);
    const requirement = requirementOf(body);
    const client = fake.store.clients.find((row) => row.id === requirement.client_id);
    if (requirement.client_id !== null && !client) return badRequest(message('clientNotFoundForJob'));
    Object.assign(job, requirement);
    // A posting that names its client takes the client's name as its employer.
    if (client && requirement.name_employer) job.employer_name = client.name;
    job.logo = body.logo ? uploaded('job', body.logo) : (old?.logo ?? '');
    job.created_at = old?.created_at ?? now();
    fake.store.jobs = editing
      ? fake.store.jobs.map((row) => (row.id === id ? job : row))
      : [...fake.store.jobs, job];
    return ok({
      data: publicJob(job),
      message: message('saved', { noun: 'Job', verb: editing ? 'Updated' : 'Inserted' }),
    });
  };

const searchJobs: Behaviour = ({ query }) => {
  const number = (name: string) => (query[name] === undefined ? undefined : Number(query[name]));
  const [minSalary, maxSalary, posted] = [number('minSalary'), number('maxSalary'), number('posted')];
  if (minSalary !== undefined && maxSalary !== undefined && minSalary > maxSalary)
    return badRequest(message('salaryRangeReversed'));
  const page = number('page') ?? 1;
  const pageSize = number('pageSize') ?? 20;
  const open = openJobs().filter((job) => query.category === undefined || job.category === query.category);
  const since = posted === undefined ? '' : new Date(Date.now() - posted * 86_400_000).toISOString();
  const matching = newestFirst(
    open.filter(
      (job) =>
        (query.country === undefined || job.country === query.country) &&
        (query.city === undefined || job.city?.toLowerCase() === String(query.city).toLowerCase()) &&
        (query.type === undefined || job.employment_type === query.type) &&
        (minSalary === undefined || (job.salary_max ?? job.salary_min ?? -Infinity) >= minSalary) &&
        (maxSalary === undefined || (job.salary_min ?? job.salary_max ?? Infinity) <= maxSalary) &&
        (posted === undefined || job.created_at.replace(' ', 'T') >= since.slice(0, 19)),
    ),
  );
  const counted = <T extends string>(values: Array<T | null>) => {
    const counts = new Map<T, number>();
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
  };
  const cities = new Map<string, { country: string | null; city: string; count: number }>();
  for (const job of open) {
    if (!job.city) continue;
    const key = `${job.country ?? ''}/${job.city}`;
    const entry = cities.get(key) ?? { country: job.country, city: job.city, count: 0 };
    entry.count += 1;
    cities.set(key, entry);
  }
  return ok({
    items: matching.slice((page - 1) * pageSize, page * pageSize).map(publicJob),
    total: matching.length,
    page,
    pageSize,
    facets: {
      countries: counted(open.map((job) => job.country)),
      cities: [...cities.values()].sort(
        (a, b) => (a.country ?? '').localeCompare(b.country ?? '') || a.city.localeCompare(b.city),
      ),
      categories: counted(open.map((job) => job.category)),
      types: counted(open.map((job) => job.employment_type)),
    },
  });
};

export const jobBehaviours: Behaviours = {
  listJobs: () => ok({ data: newestFirst(openJobs()).map(publicJob) }),
  listManagedJobs: () => ok({ data: newestFirst(fake.store.jobs).map(managedJob) }),
  listJobTitles: () =>
    ok({ data: newestFirst(fake.store.jobs).map((job) => ({ id: job.id, title: job.title })) }),
  getManagedJob: ({ params }) => {
    const job = fake.store.jobs.find((row) => row.id === Number(params.id));
    return job ? ok({ data: managedJob(job) }) : notFound('Job');
  },
  listJobOwners: () =>
    ok({
      data: fake.store.users
        .filter((user) => user.enabled !== false && (user.role === 'admin' || user.role === 'recruiter'))
        .map((user) => ({ id: user.id, name: user.name, role: user.role }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  listJobsByCategory: ({ params }) =>
    ok(newestFirst(openJobs().filter((job) => job.category === params.category)).map(publicJob)),
  searchJobs,
  getJob: ({ params }) => {
    const job = fake.store.jobs.find((row) => row.id === Number(params.id));
    return job ? ok({ data: publicJob(job) }) : notFound('Job');
  },
  createJob: saveJob(false),
  updateJob: saveJob(true),
  deleteJob: deleteFrom('jobs', 'Job'),
};
