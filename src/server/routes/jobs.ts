import { message } from '../openapi/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../api/schema';
import { contentVersion } from '../db/contentVersions';
import { isUniqueViolation } from '../db/kysely';
import {
  createJob,
  deleteJob,
  findDuplicateJob,
  findJob,
  listJobs,
  updateJob,
  type JobFields,
} from '../db/jobs';
import type { JobRow } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { badRequest, DUPLICATE_MESSAGE, notFound } from '../services/errors';
import { acceptImage, isUploadedFile } from '../services/files';
import { sanitizeRichText } from '../services/html';
import { preferredEncoding, type CachedJson } from '../services/versionedCache';
import { bodyOf, idOf, optionalText, requiredText } from './requestFields';

type Job = components['schemas']['Job'];
type Category = components['schemas']['Category'];

const toJob = (row: JobRow): Job => ({ ...row });

function jobFieldsFrom(body: Record<string, unknown>): JobFields {
  return {
    title: requiredText(body, 'title'),
    location: requiredText(body, 'location'),
    salary: requiredText(body, 'salary'),
    career_level: requiredText(body, 'career_level'),
    experience: requiredText(body, 'experience'),
    qualification: requiredText(body, 'qualification'),
    category: body.category as Category,
    description: sanitizeRichText(optionalText(body, 'description')),
  };
}

/** The job list answers, rebuilt only when the jobs changed (see VersionedCache). */
async function cachedJobList(server: FastifyInstance, category?: Category): Promise<CachedJson> {
  const version = await contentVersion(server.db, 'jobs');
  return server.jobListCache.get(category ?? 'all', version, async () => {
    const jobs = (await listJobs(server.db, category)).map(toJob);
    return category ? jobs : { data: jobs };
  });
}

/** Sends a cached list, compressed when the client accepts it (the list is the largest public answer). */
function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.as(encoding));
}

async function rejectDuplicate(server: FastifyInstance, fields: JobFields, exceptId?: number) {
  if (await findDuplicateJob(server.db, fields, exceptId)) throw badRequest(DUPLICATE_MESSAGE);
}

function duplicateOnUniqueViolation(error: unknown): never {
  throw isUniqueViolation(error) ? badRequest(DUPLICATE_MESSAGE) : error;
}

export const jobHandlers = {
  async listJobs(request, reply) {
    return sendCachedJson(request, reply, await cachedJobList(request.server));
  },

  async listJobsByCategory(request, reply) {
    const { category } = request.params as { category: Category };
    return sendCachedJson(request, reply, await cachedJobList(request.server, category));
  },

  async getJob(request) {
    const job = await findJob(request.server.db, idOf(request));
    if (!job) throw notFound('Job not found.');
    return { data: toJob(job) };
  },

  async createJob(request) {
    const body = bodyOf(request);
    const fields = jobFieldsFrom(body);
    const logo = acceptImage(body.logo, 'logo');
    await rejectDuplicate(request.server, fields);
    const job = await createJob(request.server.db, fields, logo).catch(duplicateOnUniqueViolation);
    return { data: toJob(job), message: message('saved', { noun: 'Job', verb: 'Inserted' }) };
  },

  async updateJob(request) {
    const id = idOf(request);
    const body = bodyOf(request);
    const fields = jobFieldsFrom(body);
    const logo = isUploadedFile(body.logo) ? acceptImage(body.logo, 'logo') : undefined;
    if (!(await findJob(request.server.db, id))) throw notFound('Job not found.');
    await rejectDuplicate(request.server, fields, id);
    const job = await updateJob(request.server.db, id, fields, logo).catch(duplicateOnUniqueViolation);
    if (!job) throw notFound('Job not found.');
    return { data: toJob(job), message: message('saved', { noun: 'Job', verb: 'Updated' }) };
  },

  async deleteJob(request) {
    if (!(await deleteJob(request.server.db, idOf(request)))) throw notFound('Job not found.');
    return { message: message('deletedText', { noun: 'Job' }) };
  },
} satisfies OperationHandlers;
