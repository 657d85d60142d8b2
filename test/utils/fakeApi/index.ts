import type { HttpHandler } from 'msw';
import { contract } from '../contract';
import { agencyBehaviours } from './agency';
import { applicantStatusBehaviours } from './applicantStatus';
import { applicationBehaviours } from './applications';
import { blogBehaviours } from './blog';
import { candidateAccountBehaviours } from './candidateAccount';
import { clientBehaviours } from './clients';
import { shortlistBehaviours } from './shortlists';
import { dashboardBehaviours } from './dashboard';
import { enquiryBehaviours } from './enquiries';
import { erasureBehaviours } from './erasure';
import { jobBehaviours } from './jobs';
import { mailTemplateBehaviours } from './mailTemplates';
import { contractHandlers, faultSentence } from './network';
import type { Behaviours } from './outcome';
import { outboxBehaviours } from './outbox';
import { pipelineBehaviours } from './pipeline';
import { placementBehaviours } from './placements';
import { receivableBehaviours } from './receivables';
import { sessionBehaviours } from './session';
import { staffBehaviours } from './staff';
import {
  fake,
  fakeStaffUser,
  resetFake,
  seedFake,
  type FakeRequest,
  type FakeSeed,
  type FakeStore,
  type UserData,
} from './store';
import { subscriberBehaviours } from './subscribers';
import { teamBehaviours } from './team';

/**
 * The fake API of the web tests: one set of MSW handlers, one per operation of openapi.yaml the SPA
 * calls, over one in-memory store (`store.ts`), with one module per resource. Every request is checked
 * against the contract as the server checks it, and every answer the fake gives is checked against the
 * contract before it leaves (`network.ts`). The behaviour the tests rely on is the server's: the
 * contract's validation with the server's sentences (400), duplicates (400 "This Data Already Exists"),
 * 401 without a session on staff operations, 403 for a role the operation's `x-roles` do not list, 404
 * for unknown ids, and writes that change the store. Rules the server applies (job closing, statuses,
 * categories, timestamps, candidate matching, reference numbers) are the domain core's functions
 * (`src/domain`); sentences come from the contract (`src/api/messages.ts`) or the server's own text
 * modules, never typed here.
 *
 * A request the SPA should never send (a wrong type, an unknown field, a value outside an enum, an
 * operation the contract lacks) and an answer off the contract are recorded as violations;
 * `test/utils/setupWeb.ts` fails the test that caused one.
 */

export {
  fakeStaffUser,
  type Agency,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationStatus,
  type AuditEntry,
  type BlogPost,
  type Enquiry,
  type FakeRequest,
  type FakeSeed,
  type FakeStore,
  type FakeInvoice,
  type FakeUser,
  type Job,
  type MailTemplate,
  type OutboxMessage,
  type Payment,
  type StatusEvent,
  type StoredApplication,
  type Subscriber,
  type TeamMember,
} from './store';
export { fakePayment } from './receivables';
export { FAKE_ENROLMENT, FAKE_RECOVERY_CODES, FAKE_TOTP_CODE } from './session';

export interface FakeApi {
  /** The live store; tests may read it, or change it between steps (e.g. a record deleted meanwhile). */
  readonly store: FakeStore;
  /** Empties the store and the request log, forgets faults and violations (run before every test). */
  reset(): void;
  /** Puts records (or the agency, users, session...) into the store. */
  seed(seed: FakeSeed): void;
  /** Starts a staff session (as a successful sign-in would). */
  signIn(user?: UserData): void;
  /**
   * The next request of this operation gets this fault instead of its answer: a status (with the
   * server's sentence for it, or the given one), or `'network'` for a failed connection. The answer is
   * checked against the contract like any other (5xx answers carry `{message}`, as the server's do).
   */
  failNext(operationId: string, fault: number | 'network', sentence?: string): void;
  /** The requests received, of one operation or all, oldest first. */
  requests(operationId?: string): FakeRequest[];
  /** The contract violations seen since the last reset. */
  violations(): string[];
  /** Throws when a request or an answer was off the contract (called after every test). */
  assertNoViolations(): void;
  /** The MSW handlers, one per contract operation. */
  readonly handlers: HttpHandler[];
}

/** Every operation's behaviour, from the resource modules (an operation answered twice is a mistake). */
function allBehaviours(...groups: Behaviours[]): Behaviours {
  const all: Behaviours = {};
  for (const group of groups) {
    for (const [operationId, behaviour] of Object.entries(group)) {
      if (operationId in all) throw new Error(`Two modules of the fake API answer ${operationId}.`);
      all[operationId] = behaviour;
    }
  }
  return all;
}

const behaviours = allBehaviours(
  sessionBehaviours,
  jobBehaviours,
  blogBehaviours,
  teamBehaviours,
  clientBehaviours,
  shortlistBehaviours,
  applicationBehaviours,
  pipelineBehaviours,
  applicantStatusBehaviours,
  erasureBehaviours,
  dashboardBehaviours,
  outboxBehaviours,
  mailTemplateBehaviours,
  enquiryBehaviours,
  subscriberBehaviours,
  staffBehaviours,
  agencyBehaviours,
  placementBehaviours,
  candidateAccountBehaviours,
  receivableBehaviours,
);

/** The one fake API of the web tests (its handlers are the MSW server's, see `test/utils/msw.ts`). */
export const fakeApi: FakeApi = {
  get store() {
    return fake.store;
  },
  handlers: contractHandlers(behaviours),
  reset: resetFake,
  seed: seedFake,
  signIn(user = fakeStaffUser) {
    fake.store.session = { id: user.id, name: user.name, email: user.email, role: user.role };
  },
  failNext(operationId, fault, sentence) {
    if (!contract.operations.some((candidate) => candidate.operationId === operationId))
      throw new Error(`No operation ${operationId} in the contract.`);
    const queue = fake.faults.get(operationId) ?? [];
    queue.push(
      fault === 'network'
        ? { kind: 'network' }
        : { kind: 'status', status: fault, sentence: sentence ?? faultSentence(fault) },
    );
    fake.faults.set(operationId, queue);
  },
  requests(operationId) {
    return fake.received.filter(
      (request) => operationId === undefined || request.operationId === operationId,
    );
  },
  violations() {
    return [...fake.violations];
  },
  assertNoViolations() {
    if (fake.violations.length > 0)
      throw new Error(`Off-contract traffic with the fake API:\n- ${fake.violations.join('\n- ')}`);
  },
};
