import {
  applicationsPerJob,
  applicationsPerPeriod,
  dashboardRange,
  DASHBOARD_MAX_DAYS,
  jobsToWatch,
  mailHealth,
  pipelineFunnel,
  stageDurations,
  subscribersConfirmed,
  timeToPlaced,
  type DashboardInterval,
} from '../repositories/dashboard';
import { applicationsPerOwner } from '../repositories/dashboardOwners';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { badRequest } from '../services/errors';

export const dashboardHandlers = {
  async getDashboard(request) {
    const query = (request.query ?? {}) as { from?: string; to?: string; interval?: DashboardInterval };
    const now = request.server.clock();
    const range = dashboardRange(query, now);
    if (!range) throw badRequest(message('dashboardRange', { days: DASHBOARD_MAX_DAYS }));
    const { db } = request.server;
    const [byChannel, byLanguage, funnel, stages, placed, perJob, watch, mail, subscribers, perOwner] =
      await Promise.all([
        applicationsPerPeriod(db, range, 'channel'),
        applicationsPerPeriod(db, range, 'language'),
        pipelineFunnel(db, range),
        stageDurations(db, range),
        timeToPlaced(db, range),
        applicationsPerJob(db, range),
        jobsToWatch(db, now),
        mailHealth(db, now),
        subscribersConfirmed(db, range),
        applicationsPerOwner(db, range),
      ]);
    return {
      data: {
        from: range.from,
        to: range.to,
        interval: range.interval,
        applications: {
          total: byChannel.reduce((sum, row) => sum + row.count, 0),
          by_channel: byChannel,
          by_language: byLanguage,
        },
        funnel,
        stages,
        time_to_placed: placed,
        jobs: { per_job: perJob, ...watch, per_recruiter: perOwner },
        mail,
        subscribers,
      },
    };
  },
} satisfies Partial<OperationHandlers>;
