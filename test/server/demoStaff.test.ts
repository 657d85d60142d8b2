/** The demo staff the seed invites, and the owners it gives the demo jobs. */
import { assignDemoOwners, DEMO_INVITEES, seedDemoContent } from '../../src/server/db/seed';
import { databaseTargets, signIn, startTestServer } from './helpers';

import { addStaff } from './staffRecords';

describe.each(databaseTargets)('demo staff on $name', (target) => {
  it('adds a Recruiter and an Editor as pending invitations, without passwords, and no job owners', async () => {
    const server = await startTestServer(target, { seedDemo: true });
    try {
      const { db } = server.app;
      const invitees = await db
        .selectFrom('users')
        .select(['email', 'role', 'password_hash', 'disabled_at'])
        .where(
          'email',
          'in',
          DEMO_INVITEES.map((person) => person.email),
        )
        .orderBy('role')
        .execute();
      expect(invitees).toEqual([
        { email: 'editor@agency.example', role: 'editor', password_hash: '', disabled_at: null },
        { email: 'recruiter@agency.example', role: 'recruiter', password_hash: '', disabled_at: null },
      ]);
      // Nobody can sign in as them.
      const attempt = await server.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'recruiter@agency.example', password: 'any password at all' },
      });
      expect(attempt.statusCode).not.toBe(200);
      expect(attempt.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const cookie = await signIn(server.app);
      const staff = await server.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie } });
      expect(staff.json<{ data: Array<{ email: string; invited: boolean }> }>().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: 'recruiter@agency.example', invited: true }),
          expect.objectContaining({ email: 'editor@agency.example', invited: true }),
        ]),
      );
      // A pending invitee cannot own a job, so a fresh demo has none.
      const owned = await db.selectFrom('jobs').select('id').where('owner_id', 'is not', null).execute();
      expect(owned).toEqual([]);
      expect(await db.selectFrom('jobs').select('id').execute()).not.toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('gives every other demo job to the enabled Recruiters when there are some', async () => {
    const server = await startTestServer(target);
    try {
      const { db } = server.app;
      const recruiter = await addStaff(db, {
        email: 'meera@agency.example',
        name: 'Meera Joshi',
        role: 'recruiter',
      });
      await addStaff(db, { email: 'old@agency.example', name: 'Old', role: 'recruiter', disabled: true });
      await seedDemoContent(db);
      const jobs = await db.selectFrom('jobs').select(['id', 'owner_id']).orderBy('id').execute();
      const owners = jobs.map((job) => job.owner_id);
      expect(owners.filter((owner) => owner === recruiter)).toHaveLength(Math.ceil(jobs.length / 2));
      expect(owners.filter((owner) => owner !== recruiter && owner !== null)).toEqual([]);
      // The demo invitees stay pending; assigning again with no recruiter changes nothing.
      await db
        .updateTable('users')
        .set({ disabled_at: '2026-01-01 00:00:00' })
        .where('id', '=', recruiter)
        .execute();
      await db.updateTable('jobs').set({ owner_id: null }).execute();
      await assignDemoOwners(
        db,
        jobs.map((job) => job.id),
      );
      expect(await db.selectFrom('jobs').select('id').where('owner_id', 'is not', null).execute()).toEqual(
        [],
      );
    } finally {
      await server.close();
    }
  });
});
