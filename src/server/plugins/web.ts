import fp from 'fastify-plugin';
import { registerCandidatePages } from '../web/candidatePages';
import { registerFormPosts } from '../web/formPosts';
import { registerJobSearchForm } from '../web/jobSearchForm';
import { registerShortlistPages } from '../web/shortlistPages';
import { message } from '../openapi/catalogue';
import { allowedMethods } from '../http/contractRoutes';
import { methodNotAllowed } from '../services/errors';
import { isStaticFilePath, registerSite } from '../web/site';
import { registerWeb } from '../web/pages';
import '../fastifyTypes';

/**
 * The website: robots.txt, the sitemap and the other site files, the form posts that work without
 * JavaScript, the home page's job search (a redirect to the fitting list), the shortlist and job seekers'
 * pages, the built SPA with its rendered
 * pages, and the not-found handler (a page for any other GET outside /api; 405 with `Allow` for an API
 * address used with another method; 404 otherwise).
 */
export const webPlugin = fp(
  async (app) => {
    const { renderer } = app;
    registerSite(app);
    if (renderer?.formPage) registerFormPosts(app, renderer.formPage);
    registerJobSearchForm(app);
    registerShortlistPages(app);
    registerCandidatePages(app);
    const web = await registerWeb(app, app.config.webDir, renderer ?? undefined);
    const allowedMethodsOf = allowedMethods(app.contract);
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const isPage = !isApi && !isStaticFilePath(request.url);
      if (isPage && (request.method === 'GET' || request.method === 'HEAD'))
        return web.sendApp(request, reply);
      const allowed = isApi ? allowedMethodsOf(request.url) : undefined;
      if (allowed) throw methodNotAllowed(request.method, allowed);
      return reply
        .code(404)
        .send({ message: message('nothingAt', { method: request.method, path: request.url.split('?')[0] }) });
    });
  },
  { name: 'web', dependencies: ['renderer', 'api', 'http-etag', 'http-compress', 'rate-limits'] },
);
