/** A job's owner never reaches the public: the rendered pages, their JSON-LD and preloaded state. */
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import { createJob, databaseTargets, signIn, startTestServer, type TestServer } from './helpers';

import { addStaff } from './staffRecords';

/*
 * The server-rendered job page (JSON-LD and preloaded state) through the built render entry; built once for the
 * run by test/globalSetup.ts, as for test/server/ssr.test.ts.
 */
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

describe.each(databaseTargets)('rendered job pages on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { webDir, renderEntry });
  });
  afterAll(async () => server.close());

  it('carry no owner in the page, its JSON-LD or its preloaded state', async () => {
    const cookie = await signIn(server.app);
    const owner = await addStaff(server.app.db, {
      email: 'secret.owner@agency.example',
      name: 'Secretive Owner',
      role: 'recruiter',
    });
    const job = await createJob(server.app, cookie, { title: 'Rendered owned job', owner_id: String(owner) });
    for (const url of [`/job-detail/${job.id}`, '/international', '/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      if (url !== '/') expect(response.body).toContain('Rendered owned job');
      expect(response.body).not.toContain('Secretive Owner');
      expect(response.body).not.toContain('owner_id');
      expect(response.body).not.toContain('owner_name');
    }
  });
});
