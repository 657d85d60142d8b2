import { message } from '../openapi/catalogue';
import { createApplication, deleteApplication, findApplication, listApplications } from '../db/applications';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { acceptResume } from '../services/files';
import { bodyOf, honeypotFilled, idOf, optionalText } from './requestFields';

export const APPLICATION_RECEIVED = 'Your application has been submitted successfully.';

export const applicationHandlers = {
  async createApplication(request) {
    const body = bodyOf(request);
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
    const created = await createApplication(request.server.db, Number(body.job_id), applicant, resume);
    if (!created) throw notFound('Job not found. It may have been filled or removed.');
    return { message: APPLICATION_RECEIVED };
  },

  async listApplications(request) {
    return listApplications(request.server.db);
  },

  async getApplication(request) {
    const application = await findApplication(request.server.db, idOf(request));
    if (!application) throw notFound('Application not found.');
    return { data: application };
  },

  async deleteApplication(request) {
    if (!(await deleteApplication(request.server.db, idOf(request))))
      throw notFound('Application not found.');
    return { message: message('deletedText', { noun: 'Application' }) };
  },
} satisfies OperationHandlers;
