import { message } from '../openapi/catalogue';
import type { components } from '../../api/schema';
import {
  createBlogPost,
  deleteBlogPost,
  findBlogPost,
  findDuplicateBlogPost,
  listBlogPosts,
  updateBlogPost,
  type BlogPostFields,
} from '../repositories/blogPosts';
import type { OperationHandlers } from '../fastifyTypes';
import { badRequest, DUPLICATE_MESSAGE, duplicateOnUniqueViolation, notFound } from '../services/errors';
import { acceptImage, isUploadedFile } from '../services/files';
import { sanitizeRichText } from '../services/html';
import { optionalText, requiredText, translationFields } from './requestFields';
import { translationSummary } from './jobs';
import { audited, fieldSummary } from '../services/audit';

function blogFieldsFrom(
  body: Omit<components['schemas']['BlogCreateInput'] | components['schemas']['BlogUpdateInput'], 'photo'>,
): BlogPostFields {
  return {
    title: requiredText(body, 'title'),
    description: sanitizeRichText(optionalText(body, 'description')),
    ...translationFields(body, sanitizeRichText),
  };
}

export const blogHandlers = {
  async listBlogPosts(request) {
    return { data: await listBlogPosts(request.server.db) };
  },

  async getBlogPost(request) {
    const post = await findBlogPost(request.server.db, request.params.id);
    if (!post) throw notFound(message('notFound', { noun: 'Blog post' }));
    return { data: post };
  },

  async createBlogPost(request) {
    const { body } = request;
    const fields = blogFieldsFrom(body);
    const photo = acceptImage(body.photo, 'photo');
    if (await findDuplicateBlogPost(request.server.db, fields.title)) throw badRequest(DUPLICATE_MESSAGE);
    const post = await audited(
      request,
      (trx) => createBlogPost(trx, fields, photo),
      (created) => ({
        action: 'create',
        resource: 'blog-post',
        recordId: created.id,
        summary: fieldSummary({
          title: fields.title,
          translations: translationSummary(fields),
          photo: 'new image',
        }),
      }),
    ).catch(duplicateOnUniqueViolation);
    return { data: post, message: message('saved', { noun: 'Blog', verb: 'Inserted' }) };
  },

  async updateBlogPost(request) {
    const id = request.params.id;
    const { body } = request;
    const fields = blogFieldsFrom(body);
    const photo = isUploadedFile(body.photo) ? acceptImage(body.photo, 'photo') : undefined;
    if (!(await findBlogPost(request.server.db, id)))
      throw notFound(message('notFound', { noun: 'Blog post' }));
    if (await findDuplicateBlogPost(request.server.db, fields.title, id)) throw badRequest(DUPLICATE_MESSAGE);
    const post = await audited(
      request,
      (trx) => updateBlogPost(trx, id, fields, photo),
      (updated) =>
        updated && {
          action: 'update',
          resource: 'blog-post',
          recordId: id,
          summary: fieldSummary({
            title: fields.title,
            translations: translationSummary(fields),
            photo: photo ? 'new image' : undefined,
          }),
        },
    ).catch(duplicateOnUniqueViolation);
    if (!post) throw notFound(message('notFound', { noun: 'Blog post' }));
    return { data: post, message: message('saved', { noun: 'Blog', verb: 'Updated' }) };
  },

  async deleteBlogPost(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteBlogPost(trx, id),
      (done) => (done ? { action: 'delete', resource: 'blog-post', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(message('notFound', { noun: 'Blog post' }));
    return { message: message('deletedText', { noun: 'Blog' }) };
  },
} satisfies Partial<OperationHandlers>;
