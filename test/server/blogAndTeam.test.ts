import type { InjectOptions } from 'fastify';
import {
  databaseTargets,
  expectContractShape,
  fileExists,
  gifImage,
  jpegPhoto,
  multipart,
  otherJpeg,
  oversizedPng,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

describe.each(databaseTargets)('blog posts and team members on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  function send(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    photo: Buffer | null,
    headers: Record<string, string> = { cookie },
  ) {
    const body = multipart(
      fields,
      photo ? [{ field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo }] : [],
    );
    return inject({ method, url, headers: { ...body.headers, ...headers }, payload: body.payload });
  }

  describe('blog', () => {
    it('creates, lists, reads, updates and deletes a post', async () => {
      const created = await send(
        'POST',
        '/api/blog/store',
        { title: 'Visa tips', description: '<p>Read <strong>this</strong></p><img src=x onerror=alert(1)>' },
        jpegPhoto(),
      );
      expectContractShape(created, 'createBlogPost');
      const post = created.json().data;
      expect(created.json().message).toBe('Blog Inserted Successfully');
      // Images are part of the rich-text policy; the handler goes, so the stored image is inert.
      expect(post.description).toBe('<p>Read <strong>this</strong></p><img src="x" />');
      expect(post.photo).toMatch(/^\/files\/[a-f0-9]{64}\.jpg$/);

      const list = await inject({ method: 'GET', url: '/api/blog' });
      expectContractShape(list, 'listBlogPosts');
      expect(list.json().data[0].id).toBe(post.id);

      const one = await inject({ method: 'GET', url: `/api/blog/${post.id}` });
      expectContractShape(one, 'getBlogPost');

      const updated = await send('PUT', `/api/blog/${post.id}`, { title: 'Visa tips 2026' }, otherJpeg());
      expectContractShape(updated, 'updateBlogPost');
      expect(updated.json()).toMatchObject({
        message: 'Blog Updated Successfully',
        data: { title: 'Visa tips 2026', description: '' },
      });
      expect(await fileExists(server.app, post.photo)).toBe(false);

      const deleted = await inject({
        method: 'DELETE',
        url: `/api/blog/delete/${post.id}`,
        headers: { cookie },
      });
      expectContractShape(deleted, 'deleteBlogPost');
      expect(await fileExists(server.app, updated.json().data.photo)).toBe(false);
      expect((await inject({ method: 'GET', url: `/api/blog/${post.id}` })).json()).toEqual({
        message: 'Blog post not found.',
      });
    });

    it('answers 400 for a duplicate title, 401 without a session, 404 for a missing post and explains bad input', async () => {
      expect(
        (await send('POST', '/api/blog/store', { title: 'Payroll basics' }, gifImage())).statusCode,
      ).toBe(200);
      const duplicate = await send('POST', '/api/blog/store', { title: 'PAYROLL BASICS' }, jpegPhoto());
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual({ message: 'This Data Already Exists' });

      expect(
        (await send('POST', '/api/blog/store', { title: 'Anonymous' }, jpegPhoto(), {})).statusCode,
      ).toBe(401);
      expect((await send('PUT', '/api/blog/999999', { title: 'Missing' }, null)).statusCode).toBe(404);
      expect(
        (await inject({ method: 'DELETE', url: '/api/blog/delete/999999', headers: { cookie } })).statusCode,
      ).toBe(404);

      const noPhoto = await send('POST', '/api/blog/store', { title: 'No photo' }, null);
      expect(noPhoto.json()).toEqual({ message: 'photo is required.' });
      const textPhoto = await send(
        'POST',
        '/api/blog/store',
        { title: 'Text photo', photo: 'https://example.com/a.png' },
        null,
      );
      expect(textPhoto.json()).toEqual({ message: 'photo must be an image file (PNG, JPEG, WebP or GIF).' });
      const tooBig = await send('POST', '/api/blog/store', { title: 'Big photo' }, oversizedPng());
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: 'File size exceeds 5 MB' });
    });
  });

  describe('team', () => {
    it('creates, lists (in order added), reads, updates and deletes a member', async () => {
      const first = await send(
        'POST',
        '/api/team/store',
        { name: 'Asha Mehta', position: 'Recruiter', description: 'Hires <b>welders</b>' },
        jpegPhoto(),
      );
      expectContractShape(first, 'createTeamMember');
      expect(first.json()).toMatchObject({
        message: 'Team Inserted Successfully',
        data: { name: 'Asha Mehta', description: 'Hires <b>welders</b>' },
      });
      const second = await send(
        'POST',
        '/api/team/store',
        { name: 'Vikram Rao', position: 'Accountant' },
        otherJpeg(),
      );

      const list = await inject({ method: 'GET', url: '/api/team' });
      expectContractShape(list, 'listTeamMembers');
      const ids = list.json().data.map((member: { id: number }) => member.id);
      expect(ids.indexOf(first.json().data.id)).toBeLessThan(ids.indexOf(second.json().data.id));

      const id = first.json().data.id;
      expectContractShape(await inject({ method: 'GET', url: `/api/team/${id}` }), 'getTeamMember');
      const updated = await send(
        'PUT',
        `/api/team/${id}`,
        { name: 'Asha Mehta', position: 'Head of Recruitment' },
        null,
      );
      expectContractShape(updated, 'updateTeamMember');
      expect(updated.json().data).toMatchObject({
        position: 'Head of Recruitment',
        photo: first.json().data.photo,
      });

      const deleted = await inject({ method: 'DELETE', url: `/api/team/delete/${id}`, headers: { cookie } });
      expectContractShape(deleted, 'deleteTeamMember');
      expect(await fileExists(server.app, first.json().data.photo)).toBe(false);
    });

    it('answers 400 for the same name and position, 401 without a session and 404 for a missing member', async () => {
      expect(
        (await send('POST', '/api/team/store', { name: 'Kiran Joshi', position: 'Driver' }, jpegPhoto()))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await send('POST', '/api/team/store', { name: 'kiran joshi', position: 'DRIVER' }, jpegPhoto())
        ).json(),
      ).toEqual({ message: 'This Data Already Exists' });
      expect(
        (await send('POST', '/api/team/store', { name: 'Kiran Joshi', position: 'Cook' }, jpegPhoto()))
          .statusCode,
      ).toBe(200);
      expect((await send('POST', '/api/team/store', { name: 'Nobody' }, jpegPhoto(), {})).statusCode).toBe(
        401,
      );
      expect((await inject({ method: 'GET', url: '/api/team/999999' })).json()).toEqual({
        message: 'Team member not found.',
      });
      expect((await send('POST', '/api/team/store', { name: '' }, jpegPhoto())).json()).toEqual({
        message: 'name must not be empty.',
      });
      const longDescription = await send(
        'POST',
        '/api/team/store',
        { name: 'Long', description: 'x'.repeat(5001) },
        jpegPhoto(),
      );
      expect(longDescription.json()).toEqual({
        message: 'description must be at most 5000 characters long.',
      });
    });
  });
});
