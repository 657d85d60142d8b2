import { createApplication, deleteApplication, findApplication, listApplications } from '../db/applications';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { acceptResume } from '../services/files';
import { honeypotFilled, optionalText } from './requestFields';

export const APPLICATION_RECEIVED = 'Your application has been submitted successfully.';

export const applicationHandlers = {
  async createApplication(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: APPLICATION_RECEIVED };
    const resume = acceptResume(body.resume);
    const applicant = {
      name: optionalText(body, 'name'),
      email: optionalText(body, 'email'),
      phone: optionalText(body, 'phone'),
      gender: optionalText(body, 'gender'),
      title: optionalText(body, 'title'),
      message: optionalText(body, 'message'),
    };
    const created = await createApplication(request.server.db, body.job_id, applicant, resume);
    if (!created) throw notFound('Job not found. It may have been filled or removed.');
    return { message: APPLICATION_RECEIVED };
  },

  async listApplications(request) {
    return listApplications(request.server.db);
  },

  async getApplication(request) {
    const application = await findApplication(request.server.db, request.params.id);
    if (!application) throw notFound('Application not found.');
    return { data: application };
  },

  async deleteApplication(request) {
    if (!(await deleteApplication(request.server.db, request.params.id)))
      throw notFound('Application not found.');
    return { message: 'This Application has been deleted.' };
  },
} satisfies Partial<OperationHandlers>;
