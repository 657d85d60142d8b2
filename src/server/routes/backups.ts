import { httpErrors } from '@fastify/sensible';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { actorOf, recordEvent } from '../services/audit';
import { backupRunAnswer } from '../services/backups';

export const backupHandlers = {
  async listBackups(request) {
    return request.server.backups.overview();
  },
  async runBackup(request, reply) {
    const backups = request.server.backups;
    if (!backups.directory) throw httpErrors.conflict(message('backupsOff'));
    if (backups.running) throw httpErrors.conflict(message('backupRunning'));
    const { run } = await backups.start('manual');
    // A backup copies every record out of the site: the audit trail says who started one.
    await recordEvent(request.server.db, actorOf(request), {
      action: 'export',
      resource: 'backup',
      recordId: run.id,
    });
    return reply.code(202).send(backupRunAnswer(run) as never);
  },
} satisfies Partial<OperationHandlers>;
