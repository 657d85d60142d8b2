import type { OperationHandlers } from '../fastifyTypes';
import { accountHandlers } from './account';
import { agencyHandlers } from './agency';
import { applicationHandlers } from './applications';
import { auditHandlers } from './audit';
import { backupHandlers } from './backups';
import { applicationStatusHandlers } from './applicationStatus';
import { blogHandlers } from './blog';
import { candidateAccountHandlers } from './candidateAccount';
import { clientHandlers } from './clients';
import { dashboardHandlers } from './dashboard';
import { enquiryHandlers } from './enquiries';
import { erasureRequestHandlers } from './erasureRequests';
import { fileHandlers } from './files';
import { invoiceHandlers } from './invoices';
import { jobHandlers } from './jobs';
import { outboxHandlers } from './outbox';
import { paymentHandlers } from './payments';
import { placementHandlers } from './placements';
import { sessionHandlers } from './session';
import { shortlistHandlers } from './shortlists';
import { staffHandlers } from './staff';
import { subscriberHandlers } from './subscribers';
import { systemHandlers } from './system';
import { teamHandlers } from './team';

/** Every operation's handler, keyed by the operationId of openapi.yaml (a missing one does not compile). */
export const operationHandlers: OperationHandlers = {
  ...sessionHandlers,
  ...accountHandlers,
  ...jobHandlers,
  ...blogHandlers,
  ...teamHandlers,
  ...clientHandlers,
  ...shortlistHandlers,
  ...placementHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...applicationHandlers,
  ...applicationStatusHandlers,
  ...candidateAccountHandlers,
  ...erasureRequestHandlers,
  ...enquiryHandlers,
  ...subscriberHandlers,
  ...outboxHandlers,
  ...dashboardHandlers,
  ...auditHandlers,
  ...staffHandlers,
  ...fileHandlers,
  ...agencyHandlers,
  ...systemHandlers,
  ...backupHandlers,
};
