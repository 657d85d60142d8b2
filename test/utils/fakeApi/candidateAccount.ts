import { message } from '../../../src/api/messages';
import { ok, refuse, notFound, type Behaviours } from './outcome';
import { fake } from './store';

/**
 * The job seeker's own data (their cookie `candidate_sid`, which the fake stands for with
 * `store.candidate`): 401 without it, whatever staff session there is; and staff's read of an
 * application's candidate's profile.
 */
export const candidateAccountBehaviours: Behaviours = {
  getCandidateProfile: () =>
    fake.store.candidate ? ok({ data: fake.store.candidate }) : refuse(401, message('signInRequired')),
  getApplicationCandidateProfile: ({ params }) => {
    const id = Number(params.id);
    if (!fake.store.applications.some((row) => row.id === id)) return notFound('Application');
    return ok({ data: fake.store.candidateProfiles[id] ?? null });
  },
};
