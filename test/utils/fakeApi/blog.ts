import { message } from '../../../src/api/messages';
import {
  deleteFrom,
  duplicate,
  notFound,
  ok,
  operation,
  requireFields,
  same,
  text,
  written,
  type Behaviour,
  type Behaviours,
} from './outcome';
import { fake, newestFirst, nextId, now, uploaded, type BlogPost } from './store';

/** Blog posts: the public list and post pages, and the staff's writing of posts. */

const savePost =
  (editing: boolean): Behaviour =>
  ({ params, body }) => {
    const op = operation(editing ? 'updateBlogPost' : 'createBlogPost');
    const refused = requireFields(body, ['title']);
    if (refused) return refused;
    const id = editing ? Number(params.id) : nextId(fake.store.blogPosts);
    const old = fake.store.blogPosts.find((post) => post.id === id);
    if (editing && !old) return notFound('Blog');
    if (fake.store.blogPosts.some((post) => post.id !== id && same(post.title, text(body, 'title'))))
      return duplicate();
    const post = written<BlogPost>(op, body, old);
    post.id = id;
    post.photo = body.photo ? uploaded('blog', body.photo) : (old?.photo ?? '');
    post.created_at = old?.created_at ?? now();
    fake.store.blogPosts = editing
      ? fake.store.blogPosts.map((row) => (row.id === id ? post : row))
      : [...fake.store.blogPosts, post];
    return ok({
      data: post,
      message: message('saved', { noun: 'Blog', verb: editing ? 'Updated' : 'Inserted' }),
    });
  };

export const blogBehaviours: Behaviours = {
  listBlogPosts: () => ok({ data: newestFirst(fake.store.blogPosts) }),
  getBlogPost: ({ params }) => {
    const post = fake.store.blogPosts.find((row) => row.id === Number(params.id));
    return post ? ok({ data: post }) : notFound('Blog');
  },
  createBlogPost: savePost(false),
  updateBlogPost: savePost(true),
  deleteBlogPost: deleteFrom('blogPosts', 'Blog'),
};
