import { isSameCandidate } from '../../../src/domain/candidates';
import { fake, newestFirst, type ApplicationDetail, type StoredApplication } from './store';

/** The candidate behind applications, as the server works it out on every read (the domain's rule). */

export const findApplication = (id: unknown): StoredApplication | undefined =>
  fake.store.applications.find((row) => row.id === Number(id));

/** An application with the candidate's other applications (newest first) and how often they applied. */
export function withCandidate(application: StoredApplication): ApplicationDetail {
  const others = newestFirst(
    fake.store.applications.filter(
      (other) => other.id !== application.id && isSameCandidate(application, other),
    ),
  ).map((other) => other.id);
  return {
    resume_source: 'upload',
    has_account: application.id in fake.store.candidateProfiles,
    has_profile: application.id in fake.store.candidateProfiles,
    ...application,
    applied_count: others.length + 1,
    other_application_ids: others,
  };
}
