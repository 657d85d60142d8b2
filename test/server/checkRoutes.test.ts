import { readFileSync } from 'node:fs';
import { LANGUAGE_LIST } from '../../src/domain/languages';
import {
  fixedPart,
  languagePrefixes,
  registeredPaths,
  routeIn,
  routeLiterals,
  stringLiterals,
} from '../../scripts/check-routes.mjs';

const registry = readFileSync('src/routes/registry.ts', 'utf8');
const paths = registeredPaths(registry);

describe('the route-literal check', () => {
  it('reads every path and alias of the registry', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about', '/About', '/job-detail/:id', '/edit-jobs/:id', '/application']),
    );
    expect(fixedPart('/edit-jobs/:id')).toBe('/edit-jobs');
    expect(fixedPart('/international')).toBe('/international');
  });

  it("strips the site's language prefixes, read from src/domain/languages.ts", () => {
    const prefixes = LANGUAGE_LIST.map(({ prefix }) => prefix).filter((prefix) => prefix !== '');
    expect(languagePrefixes(readFileSync('src/domain/languages.ts', 'utf8'))).toEqual(prefixes);
    for (const prefix of prefixes) expect(routeIn(`${prefix}/blog`, paths)).toBe('/blog');
    expect(routeIn('/gujarat/blog', paths)).toBeUndefined();
  });

  it('finds a planted page path, with or without its id or language prefix', () => {
    const planted = [
      "const a = '/job-detail';",
      'const b = `/edit-jobs/${id}`;',
      "const c = '/international?country=Qatar';",
      "const d = '/gu/about';",
      'const e = "/application";',
    ].join('\n');
    const found = routeLiterals([{ path: 'src/features/x.ts', source: planted }], paths);
    expect(found.map(({ literal, route }) => [literal, route])).toEqual([
      ['/job-detail', '/job-detail/:id'],
      ['/edit-jobs/${id}', '/edit-jobs/:id'],
      ['/international?country=Qatar', '/international'],
      ['/gu/about', '/about'],
      ['/application', '/application'],
    ]);
  });

  it('leaves API paths, other strings, comments and the API client’s calls alone', () => {
    const source = [
      '// a comment naming /job-detail/12',
      "const api = '/api/job/12';",
      "const other = '/application-statuses-are-not-a-route-prefix-of-application';",
      "apiClient.GET('/team');",
      "const word = 'jobs';",
      "const root = '/';",
    ].join('\n');
    expect(routeLiterals([{ path: 'src/a.ts', source }], paths)).toEqual([]);
    expect(routeIn('/application-status', paths)).toBe('/application-status');
    expect(routeIn('/applications', paths)).toBeUndefined();
    expect(stringLiterals("apiClient.POST('/blog/store', x); go('/blog')")).toEqual(['/blog']);
  });
});

describe('the route-literal check on templates', () => {
  it('finds a route after an origin or language prefix, not after the API base', () => {
    const source = [
      'const a = `${origin}${prefix}/job-detail/${id}`;',
      'const b = `${API_BASE}/audit/export`;',
    ].join('\n');
    expect(routeLiterals([{ path: 'src/server/x.ts', source }], paths).map(({ route }) => route)).toEqual([
      '/job-detail/:id',
    ]);
  });
});
