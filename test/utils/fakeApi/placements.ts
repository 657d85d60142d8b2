import { computedFeePaise, guaranteeEndDate } from '../../../src/domain/placements';
import { rupeesText } from '../../../src/domain/feeTerms';
import { message } from '../../../src/api/messages';
import { findApplication } from './candidates';
import { badRequest, notFound, ok, type Behaviour, type Behaviours } from './outcome';
import { clientOf, fake, now, type Job } from './store';

/**
 * Placements: the fake keeps none (placing is tested on the server, test/server/placements.test.ts), so
 * the list is empty; placing moves the application to Placed and answers the placement the server would
 * (the fee by the domain rule); the per-client figures count the store's requirements and their applications
 * (interviews: those now at Interview or past it), with no placements or fees.
 */

const listPlacements: Behaviour = () => ok({ data: [] });

const getClientFigures: Behaviour = () =>
  ok({
    data: [...fake.store.clients]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((client) => {
        const jobs = fake.store.jobs.filter((job) => clientOf(job.id) === client.id);
        const applications = fake.store.applications.filter((row) => clientOf(row.job_id) === client.id);
        return {
          client_id: client.id,
          client_name: client.name,
          requirements_open: jobs.filter((job) => !job.closed).length,
          candidates_shared: applications.length,
          interviews: applications.filter((row) => ['Interview', 'Offered', 'Placed'].includes(row.status))
            .length,
          placements: 0,
          fees_paise: 0,
        };
      }),
  });

type RequirementJob = Job & {
  client_id?: number | null;
  fee_type?: 'percent_ctc' | 'fixed_per_hire' | 'monthly_per_worker' | null;
  fee_percent_bp?: number | null;
  fee_amount_paise?: number | null;
  guarantee_days?: number | null;
};

const placeApplication: Behaviour = ({ params, body }) => {
  const application = findApplication(params.id);
  if (!application) return notFound('Application');
  const job = fake.store.jobs.find((row) => row.id === application.job_id) as RequirementJob | undefined;
  const clientId = clientOf(application.job_id);
  if (!job || clientId === null || !job.fee_type) return badRequest(message('placementNotRequirement'));
  const terms = {
    fee_type: job.fee_type,
    fee_percent_bp: job.fee_percent_bp ?? null,
    fee_amount_paise: job.fee_amount_paise ?? null,
  };
  const pay = {
    ctc_paise: typeof body.ctc_paise === 'number' ? body.ctc_paise : null,
    monthly_rate_paise:
      typeof body.monthly_rate_paise === 'number' ? body.monthly_rate_paise : terms.fee_amount_paise,
  };
  const computed = computedFeePaise(terms, pay);
  if (computed === undefined) return badRequest(message('placementNeedsCtc'));
  const fee = typeof body.fee_paise === 'number' ? body.fee_paise : computed;
  const reason = typeof body.fee_reason === 'string' ? body.fee_reason.trim() : '';
  if (fee !== computed && reason === '')
    return badRequest(message('placementFeeReason', { fee: rupeesText(computed) }));
  application.status = 'Placed';
  const joining = String(body.joining_date);
  return ok({
    message: message('placementRecorded', { fee: rupeesText(fee) }),
    data: {
      id: 1,
      application_id: application.id,
      job_id: job.id,
      client_id: clientId,
      client_name: fake.store.clients.find((row) => row.id === clientId)?.name ?? '',
      job_title: job.title,
      candidate_name: application.name,
      joining_date: joining,
      fee_type: terms.fee_type,
      ctc_paise: terms.fee_type === 'percent_ctc' ? pay.ctc_paise : null,
      monthly_rate_paise: terms.fee_type === 'monthly_per_worker' ? pay.monthly_rate_paise : null,
      computed_fee_paise: computed,
      fee_paise: fee,
      fee_reason: fee === computed ? '' : reason,
      guarantee_end_date: guaranteeEndDate(joining, job.guarantee_days ?? null),
      left_date: null,
      left_reason: '',
      replaces_placement_id: null,
      replaced_by: null,
      state: 'active',
      replacement_due: false,
      invoiced: false,
      created_at: now(),
      updated_at: now(),
    },
  });
};

export const placementBehaviours: Behaviours = { listPlacements, getClientFigures, placeApplication };
