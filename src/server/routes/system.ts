import type { OperationHandlers } from '../fastifyTypes';

export const systemHandlers = {
  async getHealth() {
    return { status: 'ok' };
  },
} satisfies Partial<OperationHandlers>;
