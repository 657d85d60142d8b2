import { loadContract } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';
import { operationHandlers } from '../../src/server/routes';

describe('the contract and the handlers', () => {
  const contract = loadContract(contractPath);
  const operationIds = contract.operations.map((operation) => operation.operationId);

  it('has a handler for every operation and an operation for every handler', () => {
    expect(Object.keys(operationHandlers).sort()).toEqual([...operationIds].sort());
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('derives staff-only operations from sessionCookie security', () => {
    const staffOnly = contract.operations
      .filter((operation) => operation.requiresSession)
      .map((operation) => operation.operationId)
      .sort();
    expect(staffOnly).toEqual(
      [
        'getCurrentUser',
        'listManagedJobs',
        'getManagedJob',
        'listJobOwners',
        'listJobTitles',
        'createJob',
        'updateJob',
        'deleteJob',
        'createBlogPost',
        'updateBlogPost',
        'deleteBlogPost',
        'createTeamMember',
        'updateTeamMember',
        'deleteTeamMember',
        'listApplications',
        'listApplicationsPage',
        'getApplication',
        'deleteApplication',
        'exportApplications',
        'changeApplicationStatus',
        'setApplicationChannel',
        'recordEmployerConsent',
        'getDashboard',
        'eraseCandidate',
        'previewCandidateErasure',
        'getApplicationCandidateProfile',
        'getApplicationHistory',
        'listApplicationNotes',
        'addApplicationNote',
        'listOutbox',
        'listMailTemplates',
        'updateMailTemplate',
        'deleteMailTemplateTranslation',
        'listEnquiries',
        'deleteEnquiry',
        'listSubscribers',
        'deleteSubscriber',
        'listAuditEntries',
        'exportAuditEntries',
        'listStaff',
        'updateStaffMember',
        'listBackups',
        'runBackup',
        'inviteStaffMember',
        'resendStaffInvitation',
        'listErasureRequests',
        'eraseRequestedCandidate',
        'dismissErasureRequest',
        'resetStaffSecondFactor',
        'getMyAccount',
        'changePassword',
        'endMyOtherSessions',
        'endMySession',
        'regenerateRecoveryCodes',
        'getServerNotices',
        'issueStaffPasswordReset',
        'listClients',
        'getClient',
        'createClient',
        'updateClient',
        'deleteClient',
        'listShortlists',
        'createShortlist',
        'revokeShortlist',
        'placeApplication',
        'listPlacements',
        'updatePlacementFee',
        'markPlacementLeft',
        'getClientFigures',
        'listInvoices',
        'listBillablePlacements',
        'createInvoice',
        'getInvoice',
        'updateInvoice',
        'deleteInvoice',
        'issueInvoice',
        'createCreditNote',
        'getInvoicePdf',
        'sendInvoice',
        'listInvoicePayments',
        'recordPayment',
        'reversePayment',
        'sendPaymentReminder',
        'exportInvoiceRegister',
        'exportPayments',
        'importDeploymentRegister',
        'getReceivables',
      ].sort(),
    );
  });

  it('turns paths, bodies and file fields into Fastify routes', () => {
    const createJob = contract.operations.find((operation) => operation.operationId === 'createJob');
    expect(createJob).toMatchObject({
      method: 'POST',
      url: '/api/job/store',
      bodyMediaTypes: ['multipart/form-data'],
      fileFields: ['logo'],
    });
    expect(createJob?.schema.body).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['title', 'logo']),
    });
    const getJob = contract.operations.find((operation) => operation.operationId === 'getJob');
    expect(getJob).toMatchObject({
      url: '/api/job/:id',
      schema: {
        params: {
          properties: {
            id: {
              allOf: [
                { type: 'string', pattern: '^[1-9][0-9]*$' },
                { type: 'integer', minimum: 1, maximum: 2147483647 },
              ],
            },
          },
        },
      },
    });
    const createApplication = contract.operations.find(
      (operation) => operation.operationId === 'createApplication',
    );
    expect(createApplication).toMatchObject({
      fileFields: ['resume'],
      rateLimited: true,
      requiresSession: false,
    });
  });
});
