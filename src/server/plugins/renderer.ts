import fp from 'fastify-plugin';
import { publicOrigin } from '../config';
import { defaultRenderEntry, loadRenderer } from '../web/ssr';
import '../fastifyTypes';

/**
 * `renderer`: the built render entry of the public pages (RENDER_ENTRY, or dist/ssr/render.js beside
 * WEB_DIR) that renders them through this server's own routes; null without a build, and the pages
 * are then rendered in the browser only.
 */
export const rendererPlugin = fp(
  async (app) => {
    const { config } = app;
    const renderer = loadRenderer(
      app,
      config.renderEntry ?? defaultRenderEntry(config.webDir),
      publicOrigin(config),
    );
    app.decorate('renderer', renderer ?? null);
  },
  { name: 'renderer', dependencies: ['core'] },
);
