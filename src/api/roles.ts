// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** Every staff role, in the contract's order (`StaffRole`). */
export const staffRoles = ['admin', 'recruiter', 'editor'] as const;

export type StaffRole = (typeof staffRoles)[number];

/** The name people see for each role (`x-role-names`). */
export const roleNames: Record<StaffRole, string> = {
  admin: 'Administrator',
  recruiter: 'Recruiter',
  editor: 'Editor',
};

/** The roles each staff operation allows (its `x-roles`). */
export const operationRoles = {
  addApplicationNote: ['admin', 'recruiter'],
  changeApplicationStatus: ['admin', 'recruiter'],
  changePassword: ['admin', 'recruiter', 'editor'],
  createBlogPost: ['admin', 'editor'],
  createClient: ['admin', 'recruiter'],
  createJob: ['admin', 'recruiter'],
  createTeamMember: ['admin', 'editor'],
  deleteApplication: ['admin', 'recruiter'],
  deleteBlogPost: ['admin', 'editor'],
  deleteClient: ['admin', 'recruiter'],
  deleteEnquiry: ['admin', 'recruiter'],
  deleteJob: ['admin', 'recruiter'],
  deleteMailTemplateTranslation: ['admin'],
  deleteSubscriber: ['admin', 'recruiter'],
  deleteTeamMember: ['admin', 'editor'],
  dismissErasureRequest: ['admin'],
  endMyOtherSessions: ['admin', 'recruiter', 'editor'],
  endMySession: ['admin', 'recruiter', 'editor'],
  eraseCandidate: ['admin'],
  eraseRequestedCandidate: ['admin'],
  exportApplications: ['admin', 'recruiter'],
  exportAuditEntries: ['admin'],
  getApplication: ['admin', 'recruiter'],
  getApplicationHistory: ['admin', 'recruiter'],
  getClient: ['admin', 'recruiter'],
  getClientFigures: ['admin', 'recruiter'],
  getCurrentUser: ['admin', 'recruiter', 'editor'],
  getDashboard: ['admin', 'recruiter'],
  getManagedJob: ['admin', 'recruiter', 'editor'],
  getMyAccount: ['admin', 'recruiter', 'editor'],
  getServerNotices: ['admin', 'recruiter', 'editor'],
  inviteStaffMember: ['admin'],
  issueStaffPasswordReset: ['admin'],
  listApplicationNotes: ['admin', 'recruiter'],
  listApplications: ['admin', 'recruiter'],
  listApplicationsPage: ['admin', 'recruiter'],
  listAuditEntries: ['admin'],
  listBackups: ['admin'],
  listClients: ['admin', 'recruiter'],
  listEnquiries: ['admin', 'recruiter'],
  listErasureRequests: ['admin'],
  listJobOwners: ['admin', 'recruiter'],
  listJobTitles: ['admin', 'recruiter'],
  listMailTemplates: ['admin'],
  listManagedJobs: ['admin', 'recruiter', 'editor'],
  listOutbox: ['admin', 'recruiter'],
  listPlacements: ['admin', 'recruiter'],
  listStaff: ['admin'],
  listSubscribers: ['admin', 'recruiter'],
  markPlacementLeft: ['admin', 'recruiter'],
  placeApplication: ['admin', 'recruiter'],
  previewCandidateErasure: ['admin'],
  regenerateRecoveryCodes: ['admin', 'recruiter', 'editor'],
  resendStaffInvitation: ['admin'],
  resetStaffSecondFactor: ['admin'],
  runBackup: ['admin'],
  setApplicationChannel: ['admin', 'recruiter'],
  updateBlogPost: ['admin', 'editor'],
  updateClient: ['admin', 'recruiter'],
  updateJob: ['admin', 'recruiter'],
  updateMailTemplate: ['admin'],
  updatePlacementFee: ['admin', 'recruiter'],
  updateStaffMember: ['admin'],
  updateTeamMember: ['admin', 'editor'],
} as const;

export type StaffOperation = keyof typeof operationRoles;

/** True when a person of `role` may use `operation` (false for an unknown or missing role). */
export function roleAllows(role: string | null | undefined, operation: StaffOperation): boolean {
  return (operationRoles[operation] as readonly string[]).includes(role ?? '');
}

/** What an audit entry may record (`AuditAction`). */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'create',
  'update',
  'delete',
  'status-change',
  'note-added',
  'export',
  'resume-opened',
  'erase',
  'retention-run',
  'invite',
  'resend-invitation',
  'accept-invitation',
  'second-factor-enrolled',
  'code-failed',
  'code-replayed',
  'recovery-code-used',
  'recovery-codes-renewed',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'password-reset-issued',
  'sessions-ended',
  'second-factor-reset',
] as const;

/** What the Audit screen calls each action (`x-action-names`). */
export const auditActionNames: Record<(typeof auditActions)[number], string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Wrong e-mail or password',
  'sign-in-locked': 'Sign-in refused (too many tries)',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'status-change': 'Changed the status',
  'note-added': 'Added a note',
  export: 'Exported',
  'resume-opened': 'Opened a resume',
  erase: 'Erased a candidate',
  'retention-run': 'Removed old records',
  invite: 'Invited',
  'resend-invitation': 'Sent the invitation again',
  'accept-invitation': 'Accepted the invitation',
  'second-factor-enrolled': 'Set up the second factor',
  'code-failed': 'Wrong code',
  'code-replayed': 'Code used twice',
  'recovery-code-used': 'Used a recovery code',
  'recovery-codes-renewed': 'Made new recovery codes',
  'password-changed': 'Changed the password',
  'password-reset-requested': 'Asked for a password reset',
  'password-reset': 'Chose a new password by reset link',
  'password-reset-issued': 'Gave a password reset link',
  'sessions-ended': 'Ended sessions',
  'second-factor-reset': 'Removed a second factor',
};

/** What the Audit screen calls each kind of record (`AuditEntry.resource`'s `x-resource-names`). */
export const auditResourceNames: Readonly<Record<string, string>> = {
  job: 'Job',
  'blog-post': 'Blog post',
  'team-member': 'Team member',
  application: 'Application',
  candidate: 'Candidate',
  enquiry: 'Enquiry',
  subscriber: 'Subscriber',
  'mail-template': 'Mail template',
  session: 'Sign-in',
  staff: 'Staff member',
  'erasure-request': 'Erasure request',
  backup: 'Backup',
  client: 'Client',
};
