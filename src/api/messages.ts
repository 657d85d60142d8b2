// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** Every sentence the site shows people (the contract's `x-messages`); `{name}` marks a value. */
export const messages = {
  loginSucceededAdmin: 'Admin Login successfully',
  loginSucceeded: 'Login successfully',
  wrongCredentials: 'Wrong Email or Password',
  loggedOut: 'User Logout',
  logoutFailed: 'Error',
  missingData: 'Please enter data',
  missingField: 'Please enter data: {field}',
  imageTooLarge: 'File size exceeds {imageMegabytes} MB',
  resumeTooLarge: 'Resume exceeds {resumeMegabytes} MB.',
  resumeMissing: 'Please upload your resume.',
  saved: '{noun} {verb} Successfully',
  saveFailed: '{noun} {verb} failed',
  duplicate: 'This Data Already Exists',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'You want to delete this {noun}.',
  deleteApplicationConfirm: 'Are you sure? You want to delete this Application.',
  deleted: 'Deleted!',
  deletedText: 'This {noun} has been deleted.',
  deleteFailed: 'Deletion failed!',
  deleteFailedText: '{noun} deletion failed.',
  somethingWentWrong: 'Something went wrong.',
  submissionReceived: 'Thank you! Your submission has been received!',
  submissionFailed: 'Oops! Something went wrong while submitting the form.',
  notFound: '{noun} not found.',
  serverFault: 'Something went wrong on our side. Please try again.',
  malformedMultipart: 'The form data is malformed or incomplete. Please send the form again.',
  unstorableText: '{field} contains a character that is not allowed.',
  contentTypeRejected: 'This request is sent in a content type that is not accepted here.',
  bodyLengthMismatch: 'The request body does not match its stated length.',
  requestTooLarge: 'The request is too large.',
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  tooManyFiles: 'The form has too many files.',
  tooManyFields: 'The form has too many fields.',
  tooManyParts: 'The form has too many parts.',
  fieldNameRejected: 'The form has a field name that is not accepted.',
  multipartRequired: 'This request must be sent as multipart/form-data.',
  requestInvalid: 'The request is not valid.',
  signInRequired: 'Please sign in to continue.',
  notAllowed: 'This action is not allowed.',
  crossSiteRefused: 'Changes can only be made from this website.',
  resumeSignInRequired: 'Please sign in to see resumes.',
  imageNotFile: '{field} must be an image file (PNG, JPEG, WebP or GIF).',
  imageTypeRejected: '{field} must be a PNG, JPEG, WebP or GIF image.',
  resumeNotFile: 'Please upload your resume as a PDF file.',
  resumeNotPdf: 'The resume must be a PDF file.',
  emailInvalid: 'email must be a valid e-mail address.',
  nameTooLong: 'name must be at most {max} characters long.',
  phoneTooLong: 'phone must be at most {max} characters long.',
  messageTooLong: 'message must be at most {max} characters long.',
  referenceTooLong: 'reference must be at most {max} characters long.',
  contactTooLong: 'contact must be at most {max} characters long.',
  roleForbidden: 'Your role does not allow this. Ask an Administrator if you need it.',
  pageNotAllowedTitle: 'Not allowed',
  passwordTooShort: 'Please choose a password of at least {min} characters.',
  passwordTooLong: 'A password may have at most {max} characters.',
  passwordCommon: 'This password is on a list of common or leaked passwords. Please choose another.',
  staffEmailTaken: 'A staff account with this e-mail address already exists.',
  invitationQueued: 'Invitation queued for {email}.',
  passwordResetIssued:
    'A link to choose a new password is queued for {email}. It works once, for {minutes} minutes.',
  passwordResetNotAccepted: '{name} has not chosen a password yet. Send them a new invitation instead.',
  passwordResetDisabled: 'The account of {name} is disabled. Enable it first.',
  mailOffQueued: 'No mail server is configured, so e-mail waits in the Outbox and is not sent.',
  linkShownOnce: 'Copy the link below and give it to them yourself; it is shown only this once.',
  mailOffNotice:
    'No mail server is configured (SMTP_URL), so e-mail only waits in the Outbox. Invitations and password resets are passed on by an Administrator from the Staff screen.',
  publicUrlNotice:
    'PUBLIC_URL is not set, so links in e-mail and the sitemap point at http://localhost. Set PUBLIC_URL to the address visitors use and restart the server.',
  passwordResetMailOff:
    'This site has no mail server configured, so it cannot e-mail you a link. Ask an Administrator to give you a link to choose a new password.',
  accountDisabled: 'This account is disabled. Ask an Administrator if you still need to sign in.',
  invitationNotPending: 'This person has already accepted their invitation and has a password.',
  invitationInvalid: 'This invitation link is not valid. Ask an Administrator to send you a new one.',
  invitationExpired: 'This invitation link has expired. Ask an Administrator to send you a new one.',
  invitationUsed:
    'This invitation link has already been used. Sign in with the password you chose, or ask an Administrator to send you a new one.',
  invitationAccepted: 'Your password is set. Now set up your second factor.',
  invitationTextHidden:
    'The text of an invitation is not shown here, because its link lets the person choose a password.',
  erasureLinkTextHidden:
    "The text of an erasure link is not shown here, because its link erases the applicant's data.",
  passwordResetTextHidden:
    'The text of a password-reset message is not shown here, because its link lets the person choose a new password.',
  wrongCode:
    'That code is not right. Type the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  codeReplayed: 'That code has been used already. Wait for the next code your authenticator app shows.',
  secondFactorUnreadable:
    "Your authenticator app's codes cannot be checked on this server just now. Sign in with one of your recovery codes, or ask an Administrator to reset your second factor.",
  signInTimedOut: 'Your sign-in took too long. Please enter your e-mail and password again.',
  enrolmentCodeWrong:
    "That code does not match. Check that your phone's clock is right and type the code your app shows now.",
  enrolmentNotOffered:
    'There is no second factor to set up now. Please enter your e-mail and password again.',
  passwordResetSent:
    'If an account exists for {email}, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  passwordResetInvalid: 'This link is not valid. Ask for a new one on the Forgot password page.',
  passwordResetUsed: 'This link has already been used. Ask for a new one on the Forgot password page.',
  passwordResetExpired: 'This link has expired. Ask for a new one on the Forgot password page.',
  passwordResetDone: 'Your password is changed and all your sessions have ended. You can now sign in.',
  passwordChanged: 'Your password is changed. Your other sessions have ended.',
  passwordOrCodeWrong:
    'Your current password or the code is not right. Type your current password and the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  sessionEnded: 'The session has ended.',
  otherSessionsEnded: 'Your other sessions have ended.',
  secondFactorReset: 'The second factor of {name} is removed. They set up a new one when they next sign in.',
  lastAdministrator:
    'At least one enabled Administrator must remain. Enable or promote another Administrator first.',
  pageNotAllowed:
    'Your role ({role}) does not give access to this page. Ask an Administrator if you need it.',
  pathNotFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  notAcceptable: 'This request cannot be answered in an accepted format.',
  requestNotHandled: 'The request could not be handled.',
  tooManyRequests: 'Too many requests. {tryAgain}',
  tooManySignIns: 'Too many sign-in attempts. {tryAgain}',
  tryAgainIn: 'Please try again in {minutes} minute(s).',
  tryAgainLater: 'Please try again later.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  backupsOff:
    'Backups are off: no backup directory is set. Set BACKUP_DIR (and BACKUP_KEEP) and restart the server.',
  backupRunning: 'A backup is already running.',
  applicationReceived: 'Your application has been submitted successfully.',
  applicationReference: '{received} Your reference is {reference}.',
  consentRequired:
    'Please tick the box to agree to the privacy notice; we cannot process your application without it.',
  consentOutdated:
    'The privacy notice has changed since this page was loaded. Please reload the page and apply again.',
  contactRequired:
    'Please give an e-mail address or a phone number so that we can contact you about this job.',
  alreadyApplied:
    'You have already applied for this job in the last 24 hours. We have your application; there is no need to send it again.',
  jobNotFound: 'Job not found. It may have been filled or removed.',
  jobClosed: 'This job is closed and no longer takes applications.',
  salaryRangeReversed: 'The minimum salary must not be more than the maximum salary.',
  closingDateOutOfRange: 'The closing date must be between {earliest} and {latest}.',
  applicationMissing: 'Application {ids} was not found. It may have been deleted.',
  applicationsMissing: 'Applications {ids} were not found. They may have been deleted.',
  noteEmpty: 'Please write the note before saving it.',
  eraseNeedsContact: 'Give the e-mail address or the phone number of the candidate to erase.',
  eraseConfirmationMismatch:
    "Nothing was erased. To confirm, type the candidate's e-mail address or phone number exactly as it is on the application.",
  templateNotFound: 'There is no message template for this status.',
  templateEmpty: 'The subject and the message of a template must not be empty.',
  methodNotAllowedAt: '{method} is not allowed here. This address accepts {allowed}.',
  nothingAt: 'There is no {method} {path} here.',
  mediaTypeRequired: 'This request must be sent as {mediaTypes}.',
  fieldNotAccepted: '{field} is not an accepted field.',
  fieldTooLong: '{field} is too long.',
  fieldEmpty: '{field} must not be empty.',
  unknownPlaceholders: 'The template uses unknown placeholders: {names}. Use {placeholders}.',
  applicationMoved: '1 application moved to {status}.',
  applicationsMoved: '{count} applications moved to {status}.',
  messageQueued: '1 message queued for the applicant.',
  messagesQueued: '{count} messages queued for the applicants.',
  noteSaved: 'Note saved.',
  templateSaved: 'Template saved.',
  statusNotFound:
    'We found no application with this reference and this e-mail address or phone number. Check both and try again.',
  applicationWithdrawnByApplicant: 'Your application has been withdrawn.',
  applicationNotOpen: 'This application is already closed, so it cannot be withdrawn.',
  erasureLinkSent:
    'We have sent a link to the e-mail address you applied with. Open it within {hours} hours and confirm, and we will erase your data.',
  erasureRequestForStaff:
    'We have passed your request to our staff. They will erase your data and record it.',
  erasureDone: 'Your data has been erased. We no longer have your applications, resumes or messages.',
  erasureLinkInvalid: 'This link is not valid or has already been used.',
  erasureLinkExpired: 'This link has expired. Ask again on the application status page.',
  erasureRequestNotFound: 'This erasure request was not found, or it has already been handled.',
  erasureRequestDismissed: "Request dismissed. The candidate's data is kept.",
  translationRemoved: 'Translation removed. Applicants in this language now get the English message.',
  translationNotFound: 'This template has no version in that language.',
  channelSaved: 'Channel saved.',
  shortlistNeedsEmployerConsent:
    'Nothing was shared: {names} applied before the apply form said resumes go to employers, and no agreement of theirs is recorded. Record their agreement on the application first, or leave them out.',
  employerConsentSaved: "The candidate's agreement to share their resume with employers is recorded.",
  employerConsentNotADay: 'The day of the agreement must be a date (YYYY-MM-DD).',
  employerConsentTooEarly: 'The candidate cannot have agreed before they applied ({day}).',
  employerConsentInFuture: 'The day of the agreement cannot be after today ({day}).',
  ownerNotEligible:
    "A job's owner must be an enabled Recruiter or Administrator who has accepted their invitation.",
  dashboardRange: 'The range must start on or before its end and span at most {days} days.',
  gstinInvalid: 'The GSTIN {gstin} is not valid: {problem}.',
  gstinLength: 'it should have 15 characters, not {length}',
  gstinCharacters: 'it may hold only the digits 0-9 and the letters A-Z',
  gstinStateCode: '{code} is not a GST state code (01 to 38)',
  gstinPan: 'characters 3 to 12 should be a PAN (five letters, four digits, one letter)',
  gstinEntityCode: 'the 13th character (the entity code) should be 1-9 or a letter',
  gstinFourteenth: 'the 14th character should be Z',
  gstinCheckCharacter: 'the check character should be {expected}',
  billingAddressRequired: 'Without a GSTIN, please give the billing address and its state.',
  billingStateMismatch: "The billing state must be the GSTIN's state ({state}).",
  contactNeedsReach: 'Please give a phone number or an e-mail address for the contact {name}.',
  contactNotOfClient: "A contact that was sent to be changed is not one of this client's contacts.",
  clientHasRequirements: 'This client still has {count} requirement(s) (jobs). Move or delete them first.',
  clientNotFoundForJob: 'The client chosen for this job was not found. It may have been deleted.',
  requirementNeedsClient:
    "Headcount, fee terms, guarantee and naming the employer belong to a client's requirement. Choose the client first.",
  feeTermsIncomplete: 'The fee terms need {needed}.',
  clientNamedInPosting:
    'The posting is set not to name its employer, but its {field} names the client ({client}).',
  shortlistNeedsClient: "Only a client's requirement can be shared. Choose the job's client first.",
  shortlistContactNotOfClient: "The contact chosen is not one of this job's client's contacts.",
  shortlistApplicationNotOfJob: 'Only applications to this job can be shared (application {id} is not).',
  shortlistDuplicateApplication: 'An application was chosen twice.',
  shortlistShared: 'Shortlist shared with {contact}.',
  shortlistRevoked: 'The link was revoked. It no longer opens.',
  shortlistLinkTextHidden: "(The text holds the client's shortlist link and is not shown.)",
  candidateCodeTextHidden: "(The text holds a job seeker's sign-in code and is not shown.)",
  placementNotRequirement:
    "This application's job is not a client's requirement, so it has no placement. Move it to Placed without one.",
  placementNoFeeTerms: 'The requirement has no fee terms yet. Set them on the job first.',
  placementNeedsCtc: "Please give the candidate's annual CTC in rupees; the fee is a percentage of it.",
  placementNeedsMonthlyRate: 'Please give the monthly rate in rupees for this worker.',
  placementPayNotUsed: 'This requirement is charged as {terms}, so the {field} is not used. Leave it out.',
  placementJoiningDate: 'The joining date {date} is not a calendar date (YYYY-MM-DD).',
  placementExists: 'This application already has a placement.',
  placementFeeReason:
    'A fee other than the one the terms give ({fee}) needs a reason. Please say why it was changed.',
  placementNotFound: 'This placement was not found. It may have been removed.',
  placementLeftDate: 'The candidate cannot leave before joining ({joining}).',
  placementLeftReason: 'Please give the reason the candidate left.',
  placementAlreadyLeft: 'This placement is already marked as left.',
  placementReplacesInvalid:
    'The placement to replace must be of the same requirement, its candidate must have left within the guarantee, and it must not be replaced already.',
  placementRecorded: 'Placement recorded. Fee: {fee}.',
  placementFeeSaved: 'Fee saved: {fee}.',
  placementLeftSaved: 'Placement marked as left.',
  placementLeftReplacementDue: 'Placement marked as left within the guarantee. A replacement is due.',
  invoiceNotFound: 'This invoice was not found. It may have been removed.',
  invoiceClientNotFound: 'The client was not found. It may have been removed.',
  invoiceNeedsClient: 'Please choose the client to invoice, or a placement or requirement of one.',
  invoiceNeedsLines: 'An invoice needs at least one line.',
  invoicePlaceOfSupply:
    'The client {client} has neither a GSTIN nor a billing state, so the place of supply is not known. Add one to the client first.',
  invoiceRequirementNotClient: "This job is not a client's requirement, so it cannot be billed.",
  invoicePeriod: 'The month {period} is not a month (YYYY-MM).',
  invoiceIssuedUnchangeable:
    'Invoice {number} is issued and cannot be changed. Correct it with a credit note.',
  invoiceAlreadyIssued: 'This document is already issued as {number}.',
  invoiceTaxNotConfigured:
    "The agency's tax details are not configured (tax in AGENCY_CONFIG), so invoices cannot be issued.",
  invoiceSeriesFull:
    'The number series {pattern} has no numbers left this financial year. Give it more digits in AGENCY_CONFIG.',
  invoiceDraftNoDocument: 'A draft is not a tax invoice yet. Issue it first.',
  invoiceCreated: 'Draft invoice created.',
  invoiceSaved: 'Draft saved.',
  invoiceDeleted: 'Draft deleted.',
  invoiceIssued: 'Invoice {number} issued.',
  creditNoteOfIssued: 'Only an issued invoice can be corrected by a credit note.',
  creditNoteReason: 'Please give the reason for the credit note.',
  creditNoteTooMuch:
    'A credit note cannot credit more than what is left of the invoice ({left} of taxable value).',
  creditNoteIssued: 'Credit note {number} issued against invoice {invoice}.',
  invoiceNoBillingEmail: 'The client has no contact with an e-mail address to send the invoice to.',
  invoiceQueued: '{number} will be sent to {email}.',
  invoiceMailTextHidden:
    "(The text of an invoice's mail holds its amounts and is shown on the Invoices screen only.)",
  paymentOnDraft: 'A draft is not a tax invoice yet, so it cannot be paid. Issue it first.',
  paymentOnCreditNote: 'A credit note is not paid; record the payment against its invoice.',
  paymentSettled: 'Invoice {number} is settled: nothing is due on it.',
  paymentNotPositive: 'The amount received cannot be less than zero.',
  paymentNothingReceived: 'Give the amount received, the TDS deducted, or both; they cannot both be zero.',
  paymentTooMuch: 'The amount and TDS ({amount}) are more than what is due on invoice {number} ({due}).',
  paymentInFuture: 'The payment date {date} is in the future.',
  paymentBeforeInvoice: 'The payment date {date} is before the invoice date {invoiceDate}.',
  paymentTdsSection: 'Give the TDS section (such as 194C or 194J) with the TDS amount.',
  paymentRecorded: 'Payment of {amount} recorded against {number}.',
  paymentTdsRecorded: 'TDS of {tds} recorded against {number}.',
  paymentNotFound: 'No such payment. It may have been removed with its invoice.',
  paymentAlreadyReversed: 'This payment was already reversed on {date} by {name}: {reason}',
  paymentReversalReason: 'Give the reason for reversing the payment.',
  paymentReversed:
    'The payment of {amount} on {date} against {number} was reversed; it no longer counts towards what is paid.',
  reminderNothingDue: 'Nothing is due on invoice {number}, so there is nothing to remind.',
  reminderQueued: 'A reminder of {due} due on {number} will be sent to {email}.',
  registerMonth: 'The month {month} is not a month (YYYY-MM).',
  registerImportEmpty: 'The file has no rows below its header (worker name, days, daily rate).',
  registerImportProblems: 'The register was not imported; nothing was changed. {problems}',
  registerImportTooMany: 'The register has {rows} rows; an invoice can have at most {max} lines.',
  candidateErased:
    'Erased {applications} application(s), {messages} e-mail message(s) and {otherRecords} other record(s) of this candidate.',
} as const;

export type MessageKey = keyof typeof messages;

/** The values each templated message needs. */
export interface MessageParams {
  missingField: { field: string | number };
  imageTooLarge: { imageMegabytes: string | number };
  resumeTooLarge: { resumeMegabytes: string | number };
  saved: { noun: string | number; verb: string | number };
  saveFailed: { noun: string | number; verb: string | number };
  deleteConfirmText: { noun: string | number };
  deletedText: { noun: string | number };
  deleteFailedText: { noun: string | number };
  notFound: { noun: string | number };
  unstorableText: { field: string | number };
  imageNotFile: { field: string | number };
  imageTypeRejected: { field: string | number };
  nameTooLong: { max: string | number };
  phoneTooLong: { max: string | number };
  messageTooLong: { max: string | number };
  referenceTooLong: { max: string | number };
  contactTooLong: { max: string | number };
  passwordTooShort: { min: string | number };
  passwordTooLong: { max: string | number };
  invitationQueued: { email: string | number };
  passwordResetIssued: { email: string | number; minutes: string | number };
  passwordResetNotAccepted: { name: string | number };
  passwordResetDisabled: { name: string | number };
  passwordResetSent: { email: string | number };
  secondFactorReset: { name: string | number };
  pageNotAllowed: { role: string | number };
  tooManyRequests: { tryAgain: string | number };
  tooManySignIns: { tryAgain: string | number };
  tryAgainIn: { minutes: string | number };
  applicationReference: { received: string | number; reference: string | number };
  closingDateOutOfRange: { earliest: string | number; latest: string | number };
  applicationMissing: { ids: string | number };
  applicationsMissing: { ids: string | number };
  methodNotAllowedAt: { method: string | number; allowed: string | number };
  nothingAt: { method: string | number; path: string | number };
  mediaTypeRequired: { mediaTypes: string | number };
  fieldNotAccepted: { field: string | number };
  fieldTooLong: { field: string | number };
  fieldEmpty: { field: string | number };
  unknownPlaceholders: { names: string | number; placeholders: string | number };
  applicationMoved: { status: string | number };
  applicationsMoved: { count: string | number; status: string | number };
  messagesQueued: { count: string | number };
  erasureLinkSent: { hours: string | number };
  shortlistNeedsEmployerConsent: { names: string | number };
  employerConsentTooEarly: { day: string | number };
  employerConsentInFuture: { day: string | number };
  dashboardRange: { days: string | number };
  gstinInvalid: { gstin: string | number; problem: string | number };
  gstinLength: { length: string | number };
  gstinStateCode: { code: string | number };
  gstinCheckCharacter: { expected: string | number };
  billingStateMismatch: { state: string | number };
  contactNeedsReach: { name: string | number };
  clientHasRequirements: { count: string | number };
  feeTermsIncomplete: { needed: string | number };
  clientNamedInPosting: { field: string | number; client: string | number };
  shortlistApplicationNotOfJob: { id: string | number };
  shortlistShared: { contact: string | number };
  placementPayNotUsed: { terms: string | number; field: string | number };
  placementJoiningDate: { date: string | number };
  placementFeeReason: { fee: string | number };
  placementLeftDate: { joining: string | number };
  placementRecorded: { fee: string | number };
  placementFeeSaved: { fee: string | number };
  invoicePlaceOfSupply: { client: string | number };
  invoicePeriod: { period: string | number };
  invoiceIssuedUnchangeable: { number: string | number };
  invoiceAlreadyIssued: { number: string | number };
  invoiceSeriesFull: { pattern: string | number };
  invoiceIssued: { number: string | number };
  creditNoteTooMuch: { left: string | number };
  creditNoteIssued: { number: string | number; invoice: string | number };
  invoiceQueued: { number: string | number; email: string | number };
  paymentSettled: { number: string | number };
  paymentTooMuch: { amount: string | number; number: string | number; due: string | number };
  paymentInFuture: { date: string | number };
  paymentBeforeInvoice: { date: string | number; invoiceDate: string | number };
  paymentRecorded: { amount: string | number; number: string | number };
  paymentTdsRecorded: { tds: string | number; number: string | number };
  paymentAlreadyReversed: { date: string | number; name: string | number; reason: string | number };
  paymentReversed: { amount: string | number; date: string | number; number: string | number };
  reminderNothingDue: { number: string | number };
  reminderQueued: { due: string | number; number: string | number; email: string | number };
  registerMonth: { month: string | number };
  registerImportProblems: { problems: string | number };
  registerImportTooMany: { rows: string | number; max: string | number };
  candidateErased: {
    applications: string | number;
    messages: string | number;
    otherRecords: string | number;
  };
}

type Values<K extends MessageKey> = K extends keyof MessageParams ? [values: MessageParams[K]] : [];

/** A message with its `{name}` placeholders filled in. */
export function message<K extends MessageKey>(key: K, ...[values]: Values<K>): string {
  const template: string = messages[key];
  if (!values) return template;
  const filled: Record<string, string | number> = values;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in filled ? String(filled[name]) : whole,
  );
}
