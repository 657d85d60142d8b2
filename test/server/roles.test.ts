import { EMPLOYER_SHARING_NOTICE } from '../../src/domain/employerConsent';
import { agencyDate } from '../../src/domain/agencyTime';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadContract, staffRolesOf, type ContractOperation } from '../../src/server/openapi/contract';
import { message } from '../../src/server/openapi/catalogue';
import { contractPath } from '../../src/server/paths';
import { hashPassword } from '../../src/server/services/auth';
import { upsertUser } from '../../src/server/repositories/users';
import {
  createJob,
  databaseTargets,
  freshTotpCode,
  jpegPhoto,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  type TestServer,
} from './helpers';
import { answerViolation } from '../utils/contract';

/**
 * The role × operation table, generated from openapi.yaml: for every staff operation (session security)
 * and every role of `StaffRole`, and without a session, the answer is the operation's success status
 * when its `x-roles` lists the role, 403 with the role sentence when it does not, and 401 without a
 * session. An operation added to the contract without a request below fails the first test.
 */

const contract = loadContract(contractPath);
const staffOperations = contract.operations.filter((operation) => operation.requiresSession);
const roles = staffRolesOf(contract.document);
const PASSWORD = 'a long enough staff password';

/** Records an operation acts on, made fresh (by an Administrator) for each request. */
interface Fixtures {
  job: () => Promise<number>;
  blogPost: () => Promise<number>;
  teamMember: () => Promise<number>;
  application: () => Promise<number>;
  enquiry: () => Promise<number>;
  subscriber: () => Promise<number>;
  staffMember: () => Promise<number>;
  /** A colleague who has accepted their invitation (has a password), not signed in anywhere. */
  acceptedStaffMember: () => Promise<number>;
  erasureRequest: () => Promise<number>;
  /** A client company without requirements (so it may be deleted). */
  client: () => Promise<number>;
  /** An application (not placed) to a client's requirement with a fixed fee. */
  requirementApplication: () => Promise<number>;
  /** A placement on that requirement, active. */
  placement: () => Promise<number>;
  /** A requirement (a job with a client and its contact) with one application. */
  requirement: () => Promise<{ jobId: number; contactId: number; applicationId: number }>;
  /** A shortlist of that requirement, shared by an Administrator. */
  shortlist: () => Promise<number>;
  /** A second session of the person with this role (`none`: nobody's), for them to end. */
  ownSession: (role: string) => Promise<number>;
  /** A code of that person's second factor that the server has not accepted yet. */
  code: (role: string) => Promise<string>;
  /** A draft invoice of a client with a billing contact's e-mail. */
  draftInvoice: () => Promise<number>;
  /** That draft, issued. */
  issuedInvoice: () => Promise<number>;
  /** A payment recorded against a new issued invoice (not reversed). */
  payment: () => Promise<number>;
  /** Waits until no backup runs (the day's scheduled one starts with the server and takes a while on a busy machine). */
  backupsIdle: () => Promise<void>;
}

type RequestMaker = (fixtures: Fixtures, role: string) => Promise<InjectOptions>;

const form = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; contentType: string; filename: string },
): InjectOptions => {
  const body = multipart(fields, file ? [file] : []);
  return { method, url, headers: body.headers, payload: body.payload };
};
const emailOf = (role: string) => `${role}@agency.example`;
const json = (method: 'POST' | 'PUT', url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

let unique = 0;
const next = () => ++unique;
const jobForm = () => ({
  title: `Welder ${next()}`,
  location: 'Dubai, UAE',
  salary: '₹95,000 per month',
  career_level: 'Skilled worker',
  experience: '3-5 years',
  qualification: 'ITI Welder',
  category: '1',
  description: '<p>Weld pipes.</p>',
});
const logo = () => ({ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() });
const photo = () => ({
  field: 'photo',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data: jpegPhoto(),
});

const clientInput = () => ({
  name: `Sanand Components ${next()}`,
  billing_address: 'GIDC Sanand',
  billing_state: '24',
  contacts: [{ name: 'Meera Patel', phone: '+91 98250 11111', whatsapp: true }],
});

const invoiceLine = { description: 'Payroll services', sac: '998515', quantity: '1', rate_paise: 250_000 };

/** A request each staff operation answers with success when the role may use it. */
const successfulRequests: Record<string, RequestMaker> = {
  getCurrentUser: async () => ({ method: 'GET', url: '/api/user/me' }),
  listManagedJobs: async () => ({ method: 'GET', url: '/api/job/manage' }),
  getManagedJob: async (fixtures) => ({ method: 'GET', url: `/api/job/manage/${await fixtures.job()}` }),
  listJobOwners: async () => ({ method: 'GET', url: '/api/job/owners' }),
  listJobTitles: async () => ({ method: 'GET', url: '/api/job/titles' }),
  createJob: async () => form('POST', '/api/job/store', jobForm(), logo()),
  updateJob: async (fixtures) => form('PUT', `/api/job/${await fixtures.job()}`, jobForm()),
  deleteJob: async (fixtures) => ({ method: 'DELETE', url: `/api/job/delete/${await fixtures.job()}` }),
  createBlogPost: async () =>
    form('POST', '/api/blog/store', { title: `Post ${next()}`, description: '<p>News.</p>' }, photo()),
  updateBlogPost: async (fixtures) =>
    form('PUT', `/api/blog/${await fixtures.blogPost()}`, { title: `Post ${next()}`, description: 'x' }),
  deleteBlogPost: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/blog/delete/${await fixtures.blogPost()}`,
  }),
  createTeamMember: async () =>
    form(
      'POST',
      '/api/team/store',
      { name: `Asha ${next()}`, position: 'Recruiter', description: '' },
      photo(),
    ),
  updateTeamMember: async (fixtures) =>
    form('PUT', `/api/team/${await fixtures.teamMember()}`, {
      name: `Asha ${next()}`,
      position: 'Lead',
      description: '',
    }),
  deleteTeamMember: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/team/delete/${await fixtures.teamMember()}`,
  }),
  listApplications: async () => ({ method: 'GET', url: '/api/applications' }),
  listApplicationsPage: async () => ({ method: 'GET', url: '/api/applications/page' }),
  exportApplications: async () => ({ method: 'GET', url: '/api/applications/export' }),
  changeApplicationStatus: async (fixtures) =>
    json('POST', '/api/applications/status', { ids: [await fixtures.application()], status: 'Screening' }),
  eraseCandidate: async () => {
    const email = `gone${next()}@example.com`;
    return json('POST', '/api/applications/erase', { email, confirmation: email });
  },
  getApplicationCandidateProfile: async (fixtures) => ({
    method: 'GET',
    url: `/api/applications/${await fixtures.application()}/candidate-profile`,
  }),
  previewCandidateErasure: async (fixtures) => ({
    method: 'GET',
    url: `/api/applications/erasure-preview/${await fixtures.application()}`,
  }),
  getApplicationHistory: async (fixtures) => ({
    method: 'GET',
    url: `/api/applications/history/${await fixtures.application()}`,
  }),
  listApplicationNotes: async (fixtures) => ({
    method: 'GET',
    url: `/api/applications/notes/${await fixtures.application()}`,
  }),
  addApplicationNote: async (fixtures) =>
    json('POST', `/api/applications/notes/${await fixtures.application()}`, { body: 'Called back.' }),
  getApplication: async (fixtures) => ({
    method: 'GET',
    url: `/api/applications/${await fixtures.application()}`,
  }),
  deleteApplication: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/applications/delete/${await fixtures.application()}`,
  }),
  listEnquiries: async () => ({ method: 'GET', url: '/api/enquiries' }),
  deleteEnquiry: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/enquiries/delete/${await fixtures.enquiry()}`,
  }),
  listSubscribers: async () => ({ method: 'GET', url: '/api/subscribers' }),
  deleteSubscriber: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/subscribers/delete/${await fixtures.subscriber()}`,
  }),
  listOutbox: async () => ({ method: 'GET', url: '/api/outbox' }),
  setApplicationChannel: async (fixtures) =>
    json('POST', `/api/applications/channel/${await fixtures.application()}`, { channel: 'walk_in' }),
  recordEmployerConsent: async (fixtures) =>
    json('POST', `/api/applications/employer-consent/${await fixtures.application()}`, {
      how: 'phone',
      on: agencyDate(),
    }),
  getDashboard: async () => ({ method: 'GET', url: '/api/dashboard' }),
  listBackups: async () => ({ method: 'GET', url: '/api/backups' }),
  listErasureRequests: async () => ({ method: 'GET', url: '/api/erasure-requests' }),
  eraseRequestedCandidate: async (fixtures) => ({
    method: 'POST',
    url: `/api/erasure-requests/${await fixtures.erasureRequest()}/erase`,
  }),
  dismissErasureRequest: async (fixtures) => ({
    method: 'POST',
    url: `/api/erasure-requests/${await fixtures.erasureRequest()}/dismiss`,
  }),
  runBackup: async (fixtures) => {
    await fixtures.backupsIdle();
    return { method: 'POST', url: '/api/backups' };
  },
  listStaff: async () => ({ method: 'GET', url: '/api/staff' }),
  updateStaffMember: async (fixtures) =>
    json('PUT', `/api/staff/${await fixtures.staffMember()}`, { role: 'editor', enabled: true }),
  inviteStaffMember: async () =>
    json('POST', '/api/staff', {
      name: 'Newcomer',
      email: `newcomer${next()}@agency.example`,
      role: 'editor',
    }),
  // The staff member fixture has no password yet: an invitation that has not been accepted.
  resendStaffInvitation: async (fixtures) => ({
    method: 'POST',
    url: `/api/staff/${await fixtures.staffMember()}/invitation`,
  }),
  resetStaffSecondFactor: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/staff/${await fixtures.staffMember()}/second-factor`,
  }),
  issueStaffPasswordReset: async (fixtures) => ({
    method: 'POST',
    url: `/api/staff/${await fixtures.acceptedStaffMember()}/password-reset`,
  }),
  getMyAccount: async () => ({ method: 'GET', url: '/api/user/account' }),
  getServerNotices: async () => ({ method: 'GET', url: '/api/user/notices' }),
  endMyOtherSessions: async () => ({ method: 'DELETE', url: '/api/user/sessions' }),
  endMySession: async (fixtures, role) => ({
    method: 'DELETE',
    url: `/api/user/sessions/${await fixtures.ownSession(role)}`,
  }),
  // The same password again: the rules allow it, and the next requests still sign in with it.
  changePassword: async (fixtures, role) =>
    json('PUT', '/api/user/password', {
      current_password: PASSWORD,
      password: PASSWORD,
      code: await fixtures.code(role),
    }),
  placeApplication: async (fixtures) =>
    json('POST', `/api/applications/${await fixtures.requirementApplication()}/placement`, {
      joining_date: '2026-05-01',
    }),
  listPlacements: async () => ({ method: 'GET', url: '/api/placements' }),
  updatePlacementFee: async (fixtures) =>
    json('PUT', `/api/placements/${await fixtures.placement()}/fee`, {
      fee_paise: 1_000_000,
      fee_reason: 'Agreed with the client',
    }),
  markPlacementLeft: async (fixtures) =>
    json('POST', `/api/placements/${await fixtures.placement()}/left`, {
      left_date: '2026-05-10',
      left_reason: 'Resigned',
    }),
  getClientFigures: async () => ({ method: 'GET', url: '/api/dashboard/clients' }),
  listInvoices: async () => ({ method: 'GET', url: '/api/invoices' }),
  listBillablePlacements: async () => ({ method: 'GET', url: '/api/invoices/placements' }),
  createInvoice: async (fixtures) =>
    json('POST', '/api/invoices', { client_id: await fixtures.client(), lines: [invoiceLine] }),
  getInvoice: async (fixtures) => ({ method: 'GET', url: `/api/invoices/${await fixtures.draftInvoice()}` }),
  updateInvoice: async (fixtures) =>
    json('PUT', `/api/invoices/${await fixtures.draftInvoice()}`, { lines: [invoiceLine, invoiceLine] }),
  deleteInvoice: async (fixtures) => ({
    method: 'DELETE',
    url: `/api/invoices/${await fixtures.draftInvoice()}`,
  }),
  issueInvoice: async (fixtures) => json('POST', `/api/invoices/${await fixtures.draftInvoice()}/issue`, {}),
  createCreditNote: async (fixtures) =>
    json('POST', `/api/invoices/${await fixtures.issuedInvoice()}/credit-note`, { reason: 'Billed twice' }),
  getInvoicePdf: async (fixtures) => ({
    method: 'GET',
    url: `/api/invoices/${await fixtures.issuedInvoice()}/pdf`,
  }),
  sendInvoice: async (fixtures) => json('POST', `/api/invoices/${await fixtures.issuedInvoice()}/send`, {}),
  listInvoicePayments: async (fixtures) => ({
    method: 'GET',
    url: `/api/invoices/${await fixtures.issuedInvoice()}/payments`,
  }),
  recordPayment: async (fixtures) =>
    json('POST', `/api/invoices/${await fixtures.issuedInvoice()}/payments`, {
      payment_date: agencyDate(),
      amount_paise: 10_000,
      mode: 'upi',
    }),
  reversePayment: async (fixtures) =>
    json('POST', `/api/payments/${await fixtures.payment()}/reversal`, { reason: 'Recorded by mistake' }),
  sendPaymentReminder: async (fixtures) =>
    json('POST', `/api/invoices/${await fixtures.issuedInvoice()}/reminder`, {}),
  exportInvoiceRegister: async () => ({ method: 'GET', url: '/api/invoices/register?month=2026-05' }),
  exportPayments: async () => ({
    method: 'GET',
    url: '/api/invoices/payments-register?month=2026-05&format=xlsx',
  }),
  importDeploymentRegister: async () =>
    json('POST', '/api/invoices/deployment-register', { csv: 'Worker,Days,Rate\nGeeta Vaghela,26,712.50\n' }),
  getReceivables: async () => ({ method: 'GET', url: '/api/receivables' }),
  regenerateRecoveryCodes: async (fixtures, role) =>
    json('POST', '/api/user/recovery-codes', { code: await fixtures.code(role) }),
  listAuditEntries: async () => ({ method: 'GET', url: '/api/audit?action=sign-in' }),
  exportAuditEntries: async () => ({ method: 'GET', url: '/api/audit/export' }),
  listMailTemplates: async () => ({ method: 'GET', url: '/api/mail-templates' }),
  listClients: async () => ({ method: 'GET', url: '/api/clients' }),
  getClient: async (fixtures) => ({ method: 'GET', url: `/api/clients/${await fixtures.client()}` }),
  createClient: async () => json('POST', '/api/clients', clientInput()),
  updateClient: async (fixtures) => json('PUT', `/api/clients/${await fixtures.client()}`, clientInput()),
  deleteClient: async (fixtures) => ({ method: 'DELETE', url: `/api/clients/${await fixtures.client()}` }),
  listShortlists: async (fixtures) => ({
    method: 'GET',
    url: `/api/shortlists?job_id=${(await fixtures.requirement()).jobId}`,
  }),
  createShortlist: async (fixtures) => {
    const { jobId, contactId, applicationId } = await fixtures.requirement();
    return json('POST', '/api/shortlists', {
      job_id: jobId,
      contact_id: contactId,
      items: [{ application_id: applicationId }],
    });
  },
  revokeShortlist: async (fixtures) => ({
    method: 'POST',
    url: `/api/shortlists/${await fixtures.shortlist()}/revoke`,
  }),
  deleteMailTemplateTranslation: async () => ({
    method: 'DELETE',
    url: '/api/mail-templates/Interview/translations/gu',
  }),
  updateMailTemplate: async () =>
    json('PUT', '/api/mail-templates/Screening', { subject: 'We are looking at it', body: 'Hello {name}' }),
};

/** The documented success status of an operation (its first 2xx answer). */
function successStatus(operation: ContractOperation): number {
  const paths = contract.document.paths as Record<string, Record<string, { responses: object }>>;
  const responses = paths[operation.openapiPath][operation.method.toLowerCase()].responses;
  const status = Object.keys(responses).find((code) => code.startsWith('2'));
  if (!status) throw new Error(`${operation.operationId} documents no success answer.`);
  return Number(status);
}

function fixturesFor(app: FastifyInstance, adminCookie: string): Fixtures {
  const asAdmin = async (options: InjectOptions) => {
    const response = await app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), cookie: adminCookie },
    });
    if (response.statusCode !== 200)
      throw new Error(`Fixture failed: ${response.statusCode} ${response.body}`);
    return response.json() as { data: { id: number } };
  };
  let jobId: number | undefined;
  const applicationJob = async () => (jobId ??= (await createJob(app, adminCookie, jobForm())).id);
  let requirementJobId: number | undefined;
  const requirementJob = async () =>
    (requirementJobId ??= (
      await createJob(app, adminCookie, {
        ...jobForm(),
        client_id: String((await asAdmin(json('POST', '/api/clients', clientInput()))).data.id),
        fee_type: 'fixed_per_hire',
        fee_amount_paise: '1500000',
        guarantee_days: '90',
      })
    ).id);
  /** An application to a job, made on the public form. */
  const applyTo = async (forJob: number) => {
    const email = `applicant${next()}@example.com`;
    const body = multipart(
      {
        job_id: String(forJob),
        title: 'Welder',
        gender: 'Male',
        name: 'Applicant',
        email,
        phone: '',
        message: '',
        consent: '2026-05',
      },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(email) }],
    );
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    if (applied.statusCode !== 200) throw new Error(`Applying failed: ${applied.body}`);
    const row = await app.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  let requirement: { jobId: number; contactId: number; applicationId: number } | undefined;
  const makeRequirement = async () => {
    const client = (await asAdmin(json('POST', '/api/clients', clientInput()))) as unknown as {
      data: { id: number; contacts: { id: number }[] };
    };
    const job = await createJob(app, adminCookie, { ...jobForm(), client_id: String(client.data.id) });
    const body = multipart(
      {
        job_id: String(job.id),
        name: 'Shortlisted Applicant',
        phone: `98${70_500_000 + next()}`,
        // The notice that says resumes go to employers: the candidate may be shared.
        consent: EMPLOYER_SHARING_NOTICE,
      },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume('shortlist') }],
    );
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    if (applied.statusCode !== 200) throw new Error(`Applying failed: ${applied.body}`);
    const row = await app.db
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    return { jobId: job.id, contactId: client.data.contacts[0].id, applicationId: row.id };
  };
  const draftInvoice = async () => {
    const client = await asAdmin(
      json('POST', '/api/clients', {
        ...clientInput(),
        contacts: [{ name: 'Accounts', email: `billing${next()}@client.example` }],
      }),
    );
    return (await asAdmin(json('POST', '/api/invoices', { client_id: client.data.id, lines: [invoiceLine] })))
      .data.id as number;
  };
  const issuedInvoice = async () => {
    const id = await draftInvoice();
    await asAdmin(json('POST', `/api/invoices/${id}/issue`, {}));
    return id;
  };
  return {
    draftInvoice,
    issuedInvoice,
    payment: async () => {
      const invoice = await issuedInvoice();
      const answer = (await asAdmin(
        json('POST', `/api/invoices/${invoice}/payments`, {
          payment_date: agencyDate(),
          amount_paise: 10_000,
          mode: 'upi',
        }),
      )) as unknown as { data: { payments: { id: number }[] } };
      return answer.data.payments[0].id;
    },
    requirement: async () => (requirement ??= await makeRequirement()),
    shortlist: async () => {
      const { jobId: job, contactId, applicationId } = (requirement ??= await makeRequirement());
      return (
        await asAdmin(
          json('POST', '/api/shortlists', {
            job_id: job,
            contact_id: contactId,
            items: [{ application_id: applicationId }],
          }),
        )
      ).data.id;
    },
    backupsIdle: async () => {
      const deadline = Date.now() + 120_000;
      while (app.backups.running && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    // A phone-only applicant asks on the status page: the request waits for an Administrator.
    erasureRequest: async () => {
      const phone = `98${70_000_000 + next()}`;
      const body = multipart(
        { job_id: String(await applicationJob()), name: 'Applicant', phone, consent: '2026-05' },
        [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(phone) }],
      );
      const applied = await app.inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
      if (applied.statusCode !== 200) throw new Error(`Applying failed: ${applied.body}`);
      const { reference } = applied.json<{ reference: string }>();
      const asked = await app.inject(
        json('POST', '/api/application-status/erasure', { reference, contact: phone }),
      );
      if (asked.statusCode !== 200) throw new Error(`Asking failed: ${asked.body}`);
      const row = await app.db
        .selectFrom('erasure_requests')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    job: async () => (await createJob(app, adminCookie, jobForm())).id,
    client: async () => (await asAdmin(json('POST', '/api/clients', clientInput()))).data.id,
    blogPost: async () =>
      (await asAdmin(form('POST', '/api/blog/store', { title: `Post ${next()}`, description: 'x' }, photo())))
        .data.id,
    teamMember: async () =>
      (
        await asAdmin(
          form(
            'POST',
            '/api/team/store',
            { name: `Ravi ${next()}`, position: 'Cook', description: '' },
            photo(),
          ),
        )
      ).data.id,
    application: async () => applyTo(await applicationJob()),
    requirementApplication: async () => applyTo(await requirementJob()),
    placement: async () => {
      const id = await applyTo(await requirementJob());
      return (
        await asAdmin(json('POST', `/api/applications/${id}/placement`, { joining_date: '2026-05-01' }))
      ).data.id;
    },
    enquiry: async () => {
      const email = `enquirer${next()}@example.com`;
      await app.inject(
        json('POST', '/api/enquiries', {
          name: 'Hotel',
          email,
          'Phone-no': '+91 79 0000 0000',
          purpose: 'employer',
          Message: 'Hello',
        }),
      );
      return (
        await app.db.selectFrom('enquiries').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      ).id;
    },
    ownSession: async (role) => {
      if (role === 'none') return 1;
      await signIn(app, emailOf(role), PASSWORD);
      const newest = await app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('users.email', '=', emailOf(role))
        .orderBy('sessions.id', 'desc')
        .executeTakeFirstOrThrow();
      return newest.id;
    },
    code: async (role) => (role === 'none' ? '000000' : freshTotpCode(app, emailOf(role))),
    staffMember: async () => {
      const email = `member${next()}@agency.example`;
      await upsertUser(app.db, { email, name: 'Member', role: 'editor', passwordHash: '' });
      return (
        await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      ).id;
    },
    acceptedStaffMember: async () => {
      const email = `colleague${next()}@agency.example`;
      // Any stored hash marks the invitation accepted; nobody signs in with this one.
      await upsertUser(app.db, { email, name: 'Colleague', role: 'editor', passwordHash: 'accepted' });
      return (
        await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      ).id;
    },
    subscriber: async () => {
      const email = `reader${next()}@example.com`;
      await app.inject(json('POST', '/api/subscribers', { 'Footer-Email': email }));
      return (
        await app.db
          .selectFrom('subscribers')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    },
  };
}

describe('the role table of the contract', () => {
  it('has a request for every staff operation, and every staff operation lists its roles', () => {
    const operationIds = staffOperations.map((operation) => operation.operationId);
    expect(operationIds.filter((operationId) => !(operationId in successfulRequests))).toEqual([]);
    expect(
      Object.keys(successfulRequests).filter((operationId) => !operationIds.includes(operationId)),
    ).toEqual([]);
    for (const operation of staffOperations) expect(operation.roles.length).toBeGreaterThan(0);
  });

  it('refuses to load a contract with a staff operation without x-roles, or with an unknown role', () => {
    expect(roles).toEqual(['admin', 'recruiter', 'editor', 'accounts']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roles-contract-'));
    try {
      const text = fs.readFileSync(contractPath, 'utf8');
      const withoutRoles = path.join(dir, 'without-roles.yaml');
      fs.writeFileSync(withoutRoles, text.replace('      x-roles: [admin, recruiter]\n', ''));
      expect(() => loadContract(withoutRoles)).toThrow(/lists no x-roles/);
      const unknownRole = path.join(dir, 'unknown-role.yaml');
      fs.writeFileSync(unknownRole, text.replace('x-roles: [admin, recruiter]', 'x-roles: [admin, owner]'));
      expect(() => loadContract(unknownRole)).toThrow(/outside StaffRole: owner/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseTargets)('roles enforced by the server on $name', (target) => {
  let server: TestServer;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const role of roles) {
      const email = `${role}@agency.example`;
      await upsertUser(server.app.db, {
        email,
        name: `The ${role}`,
        role,
        passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
      });
      cookies[role] = await signIn(server.app, email, PASSWORD);
    }
    // Three accounts, each hashed with scrypt and signed in with a second factor: seconds each on a busy machine.
  }, 180_000);
  afterAll(async () => server.close());

  it('answers every staff operation for every role (and no session) exactly as x-roles says', async () => {
    const fixtures = fixturesFor(server.app, cookies.admin);
    const table: string[] = [];
    const mismatches: string[] = [];
    for (const operation of staffOperations) {
      const row: string[] = [];
      for (const role of ['none', ...roles]) {
        const options = await successfulRequests[operation.operationId](fixtures, role);
        const headers = { ...(options.headers as Record<string, string>) };
        if (role !== 'none') headers.cookie = cookies[role];
        const response = await server.app.inject({ ...options, headers });
        const expected =
          role === 'none' ? 401 : operation.roles.includes(role) ? successStatus(operation) : 403;
        row.push(`${role}=${response.statusCode}`);
        if (response.statusCode !== expected)
          mismatches.push(
            `${operation.operationId} as ${role}: ${response.statusCode} (expected ${expected}) ${response.body.slice(0, 200)}`,
          );
        if (expected === 403 && response.statusCode === 403)
          expect(response.json()).toEqual({ message: message('roleForbidden') });
        const mediaType = String(response.headers['content-type'] ?? '').split(';')[0];
        const violation = answerViolation(
          operation.operationId,
          response.statusCode,
          mediaType === 'application/json' ? response.json() : response.body,
          mediaType,
        );
        if (violation) mismatches.push(`${operation.operationId} as ${role}: ${violation}`);
      }
      table.push(`${operation.operationId}: ${row.join(' ')}`);
    }
    expect(mismatches).toEqual([]);
    expect(table).toHaveLength(staffOperations.length);
  }, 300_000);
});
