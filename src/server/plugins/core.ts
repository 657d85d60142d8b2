import fp from 'fastify-plugin';
import { PUBLIC_URL_MISSING_LOG, publicUrlMissing, type ServerConfig } from '../config';
import { loadContract } from '../openapi/contract';
import { contractPath } from '../paths';
import { InternalRequests } from '../services/internalRequests';
import { VersionedCache } from '../services/versionedCache';
import '../fastifyTypes';

export interface CoreOptions {
  config: ServerConfig;
  /** The clock requests judge closing dates and arrivals by; the real time when absent. */
  clock?: () => Date;
}

/**
 * What every other plugin reads: the configuration, the clock, the loaded contract (openapi.yaml), the
 * job-list cache, the marker of the requests this process sends to itself, and the request's
 * `staffUser` (null until a session is checked). A live site without `PUBLIC_URL` is warned in the log.
 */
export const corePlugin = fp<CoreOptions>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock ?? (() => new Date()));
    app.decorate('contract', loadContract(contractPath));
    app.decorate('jobListCache', new VersionedCache());
    app.decorate('internalRequests', new InternalRequests());
    app.decorateRequest('staffUser', null);
    if (publicUrlMissing(config)) app.log.warn(PUBLIC_URL_MISSING_LOG);
  },
  { name: 'core' },
);
