import type { FastifyRequest } from 'fastify';
import type { components } from '../../api/schema';
import { agencyDate } from '../../domain/agencyTime';
import { feeTermsText, rupeesText } from '../../domain/feeTerms';
import {
  computedFeePaise,
  guaranteeEndDate,
  isCalendarDate,
  placementState,
  replacementDue,
} from '../../domain/placements';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { clientFigures } from '../repositories/clientFigures';
import {
  findPlacement,
  insertPlacement,
  listPlacements,
  requirementOfApplication,
  setPlacementFee,
  setPlacementLeft,
  type PlacementFields,
  type PlacementRow,
} from '../repositories/placements';
import { statusMessageBuilder } from '../services/applicationMail';
import { audited, fieldSummary } from '../services/audit';
import { badRequest, notFound, refusedOnUniqueViolation, unauthorized } from '../services/errors';
import { APPLICATION_NOT_FOUND, applicationsNotFound } from '../services/pipelineTexts';
import { changeStatus } from '../services/statusChange';
import { optionalText } from './requestFields';

type Placement = components['schemas']['Placement'];
type PlacementInput = components['schemas']['PlacementInput'];

/**
 * Placements (issue 40, item 5): placing an application of a client's requirement (the status change
 * and the placement in one transaction), the agreed fee, a candidate who left, and the per-client
 * figures of the dashboard. The fee and the guarantee are src/domain/placements.ts.
 */

const PLACEMENT_NOT_FOUND = () => notFound(message('placementNotFound'));

/** A stored placement as the API answers it: with its state and whether a replacement is due. */
export function toPlacement(row: PlacementRow): Placement {
  return {
    ...row,
    invoiced: Boolean(row.invoiced),
    state: placementState(row),
    replacement_due: replacementDue(row),
  };
}

function staffSignature(request: FastifyRequest): string {
  const user = request.staffUser;
  if (!user) throw unauthorized();
  return user.name ? `${user.name} <${user.email}>` : user.email;
}

/** The agreed fee and its reason: another fee than the computed one needs a reason. */
function agreedFee(computed: number, body: { fee_paise?: number; fee_reason?: string }) {
  const fee = body.fee_paise ?? computed;
  const reason = optionalText(body, 'fee_reason');
  if (fee !== computed && reason === '')
    throw badRequest(message('placementFeeReason', { fee: rupeesText(computed) }));
  return { fee_paise: fee, fee_reason: fee === computed ? '' : reason };
}

/** The placement's fields, checked against the requirement and computed from its terms. */
async function placementFields(request: FastifyRequest, applicationId: number, body: PlacementInput) {
  const { db } = request.server;
  const requirement = await requirementOfApplication(db, applicationId);
  if (!requirement) throw notFound(APPLICATION_NOT_FOUND);
  if (requirement.client_id === null) throw badRequest(message('placementNotRequirement'));
  if (requirement.fee_type === null) throw badRequest(message('placementNoFeeTerms'));
  if (!isCalendarDate(body.joining_date))
    throw badRequest(message('placementJoiningDate', { date: body.joining_date }));
  const terms = feeTermsText(requirement);
  const feeType = requirement.fee_type;
  if (feeType === 'percent_ctc' && body.ctc_paise === undefined)
    throw badRequest(message('placementNeedsCtc'));
  if (feeType !== 'percent_ctc' && body.ctc_paise !== undefined)
    throw badRequest(message('placementPayNotUsed', { terms, field: 'annual CTC' }));
  if (feeType !== 'monthly_per_worker' && body.monthly_rate_paise !== undefined)
    throw badRequest(message('placementPayNotUsed', { terms, field: 'monthly rate' }));
  const pay = {
    ctc_paise: feeType === 'percent_ctc' ? (body.ctc_paise ?? null) : null,
    monthly_rate_paise:
      feeType === 'monthly_per_worker' ? (body.monthly_rate_paise ?? requirement.fee_amount_paise) : null,
  };
  const computed = computedFeePaise(requirement, pay);
  if (computed === undefined) throw badRequest(message('placementNoFeeTerms'));
  let replaces: number | null = null;
  if (body.replaces_placement_id !== undefined) {
    const replaced = await findPlacement(db, body.replaces_placement_id);
    if (!replaced || replaced.job_id !== requirement.job_id || !replacementDue(replaced))
      throw badRequest(message('placementReplacesInvalid'));
    replaces = replaced.id;
  }
  const fields: PlacementFields = {
    application_id: applicationId,
    job_id: requirement.job_id,
    client_id: requirement.client_id,
    joining_date: body.joining_date,
    fee_type: feeType,
    ...pay,
    computed_fee_paise: computed,
    ...agreedFee(computed, body),
    guarantee_end_date: guaranteeEndDate(body.joining_date, requirement.guarantee_days),
    replaces_placement_id: replaces,
  };
  return fields;
}

/** What the audit trail says of a placement's money. */
const feeSummary = (fields: { computed_fee_paise: number; fee_paise: number; fee_reason: string }) =>
  fieldSummary({
    computed: rupeesText(fields.computed_fee_paise),
    fee: rupeesText(fields.fee_paise),
    reason: fields.fee_reason,
  });

async function placementAnswer(request: FastifyRequest, id: number): Promise<Placement> {
  const row = await findPlacement(request.server.db, id);
  if (!row) throw PLACEMENT_NOT_FOUND();
  return toPlacement(row);
}

export const placementHandlers = {
  async placeApplication(request) {
    const id = request.params.id;
    const { body } = request;
    const { db } = request.server;
    const fields = await placementFields(request, id, body);
    if ((await listPlacements(db, { application_id: id })).length > 0)
      throw badRequest(message('placementExists'));
    const messageFor = body.send_message
      ? await statusMessageBuilder(db, 'Placed', request.server.config.whatsapp)
      : undefined;
    const result = await audited(
      request,
      async (trx) => {
        const moved = await changeStatus(trx, {
          ids: [id],
          status: 'Placed',
          changedBy: staffSignature(request),
          messageFor,
        });
        if (moved.outcome !== 'changed') return { moved, placementId: undefined };
        return { moved, placementId: await insertPlacement(trx, fields) };
      },
      ({ moved, placementId }) =>
        placementId === undefined || moved.outcome !== 'changed'
          ? undefined
          : [
              ...moved.changed.map((changed) => ({
                action: 'status-change',
                resource: 'application',
                recordId: changed,
                summary: fieldSummary({ status: 'Placed', message: body.send_message ? 'sent' : undefined }),
              })),
              {
                action: 'create',
                resource: 'placement',
                recordId: placementId,
                summary: fieldSummary({
                  application: id,
                  joining: fields.joining_date,
                  guarantee_end: fields.guarantee_end_date,
                  replaces: fields.replaces_placement_id,
                }).concat(', ', feeSummary(fields)),
              },
            ],
    ).catch(
      // A parallel placing of the same application, or of another replacement of the same placement, won.
      refusedOnUniqueViolation(
        message(fields.replaces_placement_id === null ? 'placementExists' : 'placementReplacesInvalid'),
      ),
    );
    if (result.moved.outcome !== 'changed' || result.placementId === undefined)
      throw notFound(applicationsNotFound([id]));
    if (result.moved.messages > 0) request.server.outboxWorker?.wake();
    return {
      data: await placementAnswer(request, result.placementId),
      message: message('placementRecorded', { fee: rupeesText(fields.fee_paise) }),
    };
  },

  async listPlacements(request) {
    const query = (request.query ?? {}) as { client_id?: number; job_id?: number; application_id?: number };
    return { data: (await listPlacements(request.server.db, query)).map(toPlacement) };
  },

  async updatePlacementFee(request) {
    const id = request.params.id;
    const placement = await findPlacement(request.server.db, id);
    if (!placement) throw PLACEMENT_NOT_FOUND();
    const fee = agreedFee(placement.computed_fee_paise, request.body);
    const saved = await audited(
      request,
      (trx) => setPlacementFee(trx, id, fee),
      (done) =>
        done
          ? {
              action: 'update',
              resource: 'placement',
              recordId: id,
              summary: feeSummary({ computed_fee_paise: placement.computed_fee_paise, ...fee }),
            }
          : undefined,
    );
    if (!saved) throw PLACEMENT_NOT_FOUND();
    return {
      data: await placementAnswer(request, id),
      message: message('placementFeeSaved', { fee: rupeesText(fee.fee_paise) }),
    };
  },

  async markPlacementLeft(request) {
    const id = request.params.id;
    const placement = await findPlacement(request.server.db, id);
    if (!placement) throw PLACEMENT_NOT_FOUND();
    if (placement.left_date !== null) throw badRequest(message('placementAlreadyLeft'));
    const { body } = request;
    if (!isCalendarDate(body.left_date) || body.left_date < placement.joining_date)
      throw badRequest(message('placementLeftDate', { joining: placement.joining_date }));
    const reason = optionalText(body, 'left_reason');
    if (reason === '') throw badRequest(message('placementLeftReason'));
    const saved = await audited(
      request,
      (trx) => setPlacementLeft(trx, id, { left_date: body.left_date, left_reason: reason }),
      (done) =>
        done
          ? {
              action: 'update',
              resource: 'placement',
              recordId: id,
              summary: fieldSummary({ left: body.left_date, reason }),
            }
          : undefined,
    );
    if (!saved) throw PLACEMENT_NOT_FOUND();
    const data = await placementAnswer(request, id);
    return {
      data,
      message: message(data.replacement_due ? 'placementLeftReplacementDue' : 'placementLeftSaved'),
    };
  },

  async getClientFigures(request) {
    return { data: await clientFigures(request.server.db, agencyDate(request.server.clock())) };
  },
} satisfies Partial<OperationHandlers>;
