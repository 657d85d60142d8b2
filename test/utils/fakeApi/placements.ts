import { ok, type Behaviour, type Behaviours } from './outcome';
import { clientOf, fake } from './store';

/**
 * Placements: the fake keeps none (placing is tested on the server, test/server/placements.test.ts), so
 * the list is empty; the per-client figures count the store's requirements and their applications
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

export const placementBehaviours: Behaviours = { listPlacements, getClientFigures };
