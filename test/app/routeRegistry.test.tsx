import { screen, within } from '@testing-library/react';
import AdminLayout, { SECTIONS, inSection } from '../../src/app/layout/AdminLayout';
import { jobLinks, laterLinks, mainLinks } from '../../src/app/layout/publicNav';
import { matchAppRoute } from '../../src/app/router';
import { paths } from '../../src/routes/paths';
import { routeEntries, routePath, routes } from '../../src/routes/registry';
import { matchRoute } from '../../src/routes/lists';
import { operationRoles } from '../../src/api/roles';
import { renderWithProviders } from '../utils/renderWithProviders';
import { adminState, allowSlowRendering } from '../utils/adminTestUtils';

allowSlowRendering();

/** A registered route's path with its id filled in. */
const sample = (route: (typeof routeEntries)[number]) =>
  route.path.includes(':') ? routePath(route.id, { id: 7 }) : route.path;

describe('the route registry', () => {
  it('routes every entry with a page to that page, in English; each page’s code loads', async () => {
    const routed = routeEntries.filter((route) => route.chunk && route.access !== 'form');
    expect(routed.length).toBeGreaterThan(30);
    for (const route of routed) {
      const match = matchAppRoute(sample(route));
      expect([route.id, match.kind, match.Page.chunk]).toEqual([
        route.id,
        route.access === 'public' ? 'public' : 'client',
        route.chunk,
      ]);
      for (const alias of route.aliases ?? []) expect(matchAppRoute(alias).id).toBe(route.id);
    }
    // Each distinct page loads (a missing module or chunk name would reject).
    const pages = [
      ...new Map(routed.map((route) => [route.chunk, matchAppRoute(sample(route)).Page])).values(),
    ];
    await Promise.all(pages.map((Page) => Page.preload()));
  });

  it('serves public pages under /gu and /hi, and sign-in and the back office in English only', () => {
    for (const route of routeEntries.filter((entry) => entry.chunk)) {
      for (const prefix of ['/gu', '/hi']) {
        const match = matchAppRoute(`${prefix}${sample(route) === '/' ? '' : sample(route)}`);
        expect([route.id, match.kind]).toEqual([route.id, route.access === 'public' ? 'public' : 'notFound']);
      }
    }
  });

  it('leaves form posts and routes without a page to the not-found page', () => {
    expect(matchAppRoute(paths.jobApply(3)).kind).toBe('notFound');
    expect(matchAppRoute(paths.subscribe).kind).toBe('notFound');
    expect(matchAppRoute(paths.registration).kind).toBe('notFound');
  });

  it('builds links from the patterns, and matches paths as the router does', () => {
    expect(paths.jobDetail(12)).toBe('/job-detail/12');
    expect(paths.editJob('4')).toBe('/edit-jobs/4');
    expect(paths.international).toBe('/international');
    expect(matchRoute('/Job-Detail/12/')).toMatchObject({ route: { id: 'jobDetail' }, params: { id: '12' } });
    expect(matchRoute('/About')?.route.id).toBe('about');
    expect(matchRoute('/job-detail')).toBeUndefined();
  });

  it('gives every staff route an operation of the contract, and every staff route a menu section', () => {
    for (const route of routeEntries.filter((entry) => entry.access === 'staff')) {
      expect(operationRoles).toHaveProperty(route.operation as string);
      const section = route.menu ? route.id : route.section;
      expect(SECTIONS.filter((candidate) => inSection(sample(route), candidate)).map((s) => s.to)).toEqual([
        routes[section as keyof typeof routes].path,
      ]);
    }
  });

  it('makes the admin menu, its order and its list screens from the registry', () => {
    const withMenu = routeEntries.filter((route) => route.menu);
    expect(SECTIONS.map((section) => section.label)).toEqual(
      [...withMenu].sort((a, b) => a.menu!.order - b.menu!.order).map((route) => route.menu!.label),
    );
    expect(SECTIONS.find((section) => section.to === paths.dashboard)?.list).toBe(false);
    expect(SECTIONS.find((section) => section.to === paths.jobs)?.list).toBe(true);
  });

  it('makes the public navigation from the registry', () => {
    expect(mainLinks).toEqual([
      { label: 'home', to: '/' },
      { label: 'about', to: '/about' },
    ]);
    expect(jobLinks).toEqual([
      { label: 'domestic', to: '/domestic' },
      { label: 'international', to: '/international' },
    ]);
    expect(laterLinks).toEqual([
      { label: 'blog', to: '/blog' },
      { label: 'contact', to: '/contact' },
    ]);
  });
});

describe('the back office menu, by role', () => {
  it('shows a recruiter only the sections its operations allow, and marks an edit screen’s section', async () => {
    renderWithProviders(
      <AdminLayout>
        <p>Page content</p>
      </AdminLayout>,
      { route: paths.editJob(3), preloadedState: adminState('recruiter') },
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .slice(1);
    const allowed = SECTIONS.filter((section) =>
      (operationRoles[section.operation] as readonly string[]).includes('recruiter'),
    ).map((section) => section.label);
    expect(labels).toEqual(allowed);
    expect(labels).not.toContain('Staff');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  });
});
