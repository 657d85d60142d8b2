/**
 * The billing tests' set-up (invoices, payments, placements): clients, applications placed on a client's
 * requirement, drafts and issued invoices made through the API as staff make them, the Accounts and
 * Recruiter people who may or may not see amounts, and a backup restored into another database.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { EMPLOYER_SHARING_NOTICE } from '../../src/domain/employerConsent';
import { createBackupFile, restoreArchive } from '../../src/server/db/archive';
import { openDatabase } from '../../src/server/db/kysely';
import type { ServerConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/types';
import { secretsKeyOf } from '../../src/server/services/secrets';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  json,
  multipart,
  pdfResume,
  removeTestData,
  signIn,
  testConfig,
  type DatabaseTarget,
  type TestServer,
} from './helpers';
import { PASSWORD, addStaff } from './staffRecords';

/**
 * Clients, placements and invoices on the test server `server()`, made as the staff member of `cookie()`
 * (both read at each call: the tests start the server in `beforeAll` and sign in again as their clock moves).
 */
export function billingFixtures(server: () => TestServer, cookie: () => string) {
  let unique = 0;
  const next = () => ++unique;

  /** A client in GST state `state` with one contact; answers its id and the contact's e-mail. */
  const createClient = async (
    name: string,
    state = '24',
    { gstin, contactName = 'Meera Patel' }: { gstin?: string; contactName?: string } = {},
  ) => {
    const n = next();
    const email = `billing${n}@client.example`;
    const response = await server().app.inject(
      json('POST', '/api/clients', cookie(), {
        name,
        billing_address: `Plot ${n}, GIDC`,
        billing_state: state,
        ...(gstin ? { gstin } : {}),
        contacts: [{ name: contactName, phone: '+91 98250 11111', email }],
      }),
    );
    expect(response.statusCode).toBe(200);
    return { id: response.json().data.id as number, email };
  };

  /** An application (with the employer-sharing consent) to a job; answers its id. */
  const apply = async (jobId: number, name: string) => {
    const email = `placed${next()}@example.com`;
    const body = multipart(
      {
        job_id: String(jobId),
        title: 'Fitter',
        gender: 'Male',
        name,
        email,
        phone: '',
        consent: EMPLOYER_SHARING_NOTICE,
      },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(name) }],
    );
    const applied = await server().app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(applied.statusCode).toBe(200);
    const row = await server()
      .app.db.selectFrom('applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  /** `candidate` placed on a new 8.33 %-of-CTC requirement of the client (₹3,60,000 CTC); answers the placement's id. */
  const placeOn = async (clientId: number, candidate: string) => {
    const job = await createJob(server().app, cookie(), {
      title: `Plant Engineer ${next()}`,
      client_id: String(clientId),
      headcount: '1',
      fee_type: 'percent_ctc',
      fee_percent_bp: '833',
    });
    const placed = await server().app.inject(
      json('POST', `/api/applications/${await apply(job.id, candidate)}/placement`, cookie(), {
        joining_date: '2026-03-02',
        ctc_paise: 36_000_000,
      }),
    );
    expect(placed.statusCode).toBe(200);
    return placed.json().data.id as number;
  };

  /** A draft invoice as the contract answers it. */
  const draftOf = async (payload: Record<string, unknown>, who = cookie()) => {
    const response = await server().app.inject(json('POST', '/api/invoices', who, payload));
    expect(response.statusCode).toBe(200);
    expectContractShape(response, 'createInvoice');
    return response.json().data as Record<string, unknown> & { id: number };
  };

  const issue = (id: number, who = cookie()) =>
    server().app.inject(json('POST', `/api/invoices/${id}/issue`, who, {}));

  /** A one-line draft to the client at `ratePaise` (plus GST); answers its id. */
  const draftFor = async (clientId: number, ratePaise: number, sac = '998513') =>
    (
      await draftOf({
        client_id: clientId,
        lines: [{ description: 'Contract staffing', sac, quantity: '1', rate_paise: ratePaise }],
      })
    ).id;

  /** That draft, issued. */
  const issued = async (clientId: number, ratePaise: number, sac = '998513') => {
    const response = await issue(await draftFor(clientId, ratePaise, sac));
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; number: string; total_paise: number; invoice_date: string };
  };

  return { next, createClient, apply, placeOn, draftOf, draftFor, issue, issued };
}

/** An Accounts person and a Recruiter added to the server, signed in: their cookies. */
export async function accountsAndRecruiter(
  server: TestServer,
  people: { accounts: [email: string, name: string]; recruiter: [email: string, name: string] },
) {
  for (const role of ['accounts', 'recruiter'] as const)
    await addStaff(server.app.db, { email: people[role][0], name: people[role][1], role });
  return {
    accounts: await signIn(server.app, people.accounts[0], PASSWORD),
    recruiter: await signIn(server.app, people.recruiter[0], PASSWORD),
  };
}

/**
 * Backs the server up and restores the archive into a new database of the other kind than `target` (every
 * table restored whole), then reads `read` from both: the restored copy must answer what the server does
 * (and, for a list, hold something). `afterwards` may then use the restored copy's config.
 */
export async function expectRestoredIntoOtherDatabase<T>(
  server: TestServer,
  target: DatabaseTarget,
  tables: string[],
  read: (db: Kysely<Database>) => Promise<T>,
  afterwards?: (config: ServerConfig, before: T) => Promise<void>,
): Promise<void> {
  const archive = await createBackupFile(server.config, path.join(server.config.dataDir, 'backups'));
  expect(archive.manifest.tables.map((archived) => archived.name)).toEqual(expect.arrayContaining(tables));
  const before = await read(server.app.db);
  if (Array.isArray(before)) expect(before.length).toBeGreaterThan(0);
  const other = databaseTargets.find((candidate) => candidate.name !== target.name) ?? target;
  const config = testConfig(other, {
    adminEmail: undefined,
    adminPassword: undefined,
    secretsKey: secretsKeyOf(server.config),
  });
  try {
    const report = await restoreArchive(archive.file, config);
    for (const restored of report.tables) expect(restored.restored).toBe(restored.archived);
    const handle = await openDatabase(config);
    try {
      expect(await read(handle.db)).toEqual(before);
    } finally {
      await handle.db.destroy();
    }
    await afterwards?.(config, before);
  } finally {
    await removeTestData(config);
  }
}
