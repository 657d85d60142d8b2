/**
 * The one place the fake API imports server code: the sentences and mail texts the server answers and
 * queues, the template rules and the validation sentence. Server code moves (db → repositories and
 * services) touch this file only. (The web project cannot import test/server/helpers.ts, which builds
 * the whole app: its Node-only dependencies do not load under jsdom's export conditions.)
 */
export {
  ACCEPTED_CONSENT_VERSIONS,
  applicantConfirmationMail,
  applicationReceivedWithReference,
  applicationsNotFound,
  candidateErased,
  DEFAULT_STATUS_TEMPLATES,
  staffApplicationMail,
  staffEnquiryMail,
  statusChanged,
  unknownPlaceholders,
} from '../../../src/server/services/pipelineTexts';
export { unknownPlaceholdersIn } from '../../../src/server/services/applicationMail';
export { DEFAULT_STATUS_TEMPLATE_TRANSLATIONS } from '../../../src/server/services/statusTemplateTranslations';
export { validationMessage } from '../../../src/server/openapi/validationMessage';
export type { ContractOperation } from '../../../src/server/openapi/contract';
