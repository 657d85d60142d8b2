/**
 * @jest-environment jsdom
 */
// jsdom only parses the head as a browser would; the module under test uses no DOM.
import {
  buildHead,
  describe as describeHtml,
  DESCRIPTION_MAX,
  routeOf,
  type HeadInput,
} from '../../src/ssr/head';
import { PAGE_META, pageTitle } from '../../src/shared/pageMeta';
import { loadLocale } from '../../src/i18n';

const HOME_TAGLINE = 'Jobs, recruitment, payroll and housekeeping in Ahmedabad';
import { agency, fullJob, jsonLdBlocks, plainJob, post, PUBLIC_URL } from './helpers';

/** The head as a browser reads it. */
function parse(input: Partial<HeadInput> & { pathname: string }) {
  const html = buildHead({ publicUrl: PUBLIC_URL, status: 200, agency, ...input });
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const content = (selector: string) =>
    doc.head.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    html,
    doc,
    title: doc.title,
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    og: (property: string) => content(`meta[property="og:${property}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
    scripts: [...doc.head.querySelectorAll('script')],
  };
}

describe('head of each public route', () => {
  it('home: the agency title, the page sentence, canonical, brand image and Open Graph basics', () => {
    const head = parse({ pathname: '/' });
    expect(head.title).toBe(`${agency.name} | ${HOME_TAGLINE}`);
    expect(head.title).toBe(pageTitle(PAGE_META.home.title, agency.name));
    expect(head.description).toBe(PAGE_META.home.description);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(head.og('type')).toBe('website');
    expect(head.og('url')).toBe(`${PUBLIC_URL}/`);
    expect(head.og('image')).toBe(`${PUBLIC_URL}/og-image.png`);
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1200', '630']);
    expect(head.og('site_name')).toBe(agency.name);
    expect(head.og('locale')).toBe('en_IN');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(`${PUBLIC_URL}/og-image.png`);
  });

  it('static pages: their own title and sentence; /About, /about/ and /ABOUT have the canonical /about', () => {
    for (const pathname of ['/About', '/about/', '/ABOUT', '/about']) {
      const head = parse({ pathname });
      expect(head.title).toBe(`About Us | ${agency.name}`);
      expect(head.canonical).toBe(`${PUBLIC_URL}/about`);
      expect(head.og('url')).toBe(`${PUBLIC_URL}/about`);
    }
    const pages = [
      ['/contact', 'Contact Us', PAGE_META.contact.description],
      ['/international', 'International Jobs', PAGE_META.international.description],
      ['/domestic', 'Domestic Jobs', PAGE_META.domestic.description],
      ['/blog', 'Blog', PAGE_META.blog.description],
    ];
    for (const [pathname, title, description] of pages) {
      const head = parse({ pathname });
      expect([head.title, head.description, head.canonical, head.og('title')]).toEqual([
        `${title} | ${agency.name}`,
        description,
        `${PUBLIC_URL}${pathname}`,
        title,
      ]);
    }
  });

  it('PUBLIC_URL with a trailing slash gives the same URLs', () => {
    const head = parse({ pathname: '/international', publicUrl: `${PUBLIC_URL}/` });
    expect(head.canonical).toBe(`${PUBLIC_URL}/international`);
    expect(head.og('image')).toBe(`${PUBLIC_URL}/og-image.png`);
  });

  it('job: its title, plain-text description, canonical, logo as the image and a JobPosting', () => {
    const head = parse({ pathname: '/job-detail/12/', job: fullJob() });
    expect(head.title).toBe(`Welder (TIG/MIG) | ${agency.name}`);
    expect(head.description).toBe('Weld carbon-steel pipework for a shipyard. Free visa');
    expect(head.canonical).toBe(`${PUBLIC_URL}/job-detail/12`);
    expect(head.og('type')).toBe('website');
    expect(head.og('title')).toBe('Welder (TIG/MIG)');
    expect(head.og('image')).toBe(`${PUBLIC_URL}/api/files/abc.png`);
    expect(head.og('image:width')).toBeUndefined();
    expect(head.twitter('image')).toBe(`${PUBLIC_URL}/api/files/abc.png`);
    expect(head.robots).toBeUndefined();
    expect(jsonLdBlocks(head.html).map((block) => block['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
  });

  it('a long description is cut at a word, with an ellipsis, within 160 characters', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const head = parse({ pathname: '/job-detail/12', job: fullJob({ description: `<p>${words}</p>` }) });
    const description = head.description ?? '';
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.length).toBeGreaterThan(DESCRIPTION_MAX - 12);
    expect(description.endsWith('…')).toBe(true);
    const kept = description.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
    expect(head.og('description')).toBe(description);
  });

  it('descriptions: white space collapsed, entities decoded, hidden content dropped, no empty text', () => {
    expect(
      describeHtml('<h2>Pay</h2><p>₹20,000&nbsp;&amp; food<br>and   stay</p>\n<script>x()</script>', 'x'),
    ).toBe('Pay ₹20,000 & food and stay');
    expect(describeHtml('<p><br></p>', 'The fallback sentence.')).toBe('The fallback sentence.');
    expect(describeHtml(`<p>${'a'.repeat(400)}</p>`, 'x')).toHaveLength(DESCRIPTION_MAX);
  });

  it('closed job: still titled, but noindex and no JobPosting', () => {
    for (const closed of [{ closed: true }, { filled: true }, { valid_through: '2021-06-30' }]) {
      const head = parse({ pathname: '/job-detail/12', job: fullJob(closed) });
      expect(head.title).toBe(`Welder (TIG/MIG) | ${agency.name}`);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBe(`${PUBLIC_URL}/job-detail/12`);
      expect(head.html).not.toContain('JobPosting');
    }
  });

  it('post: article with the photo as the image and its publication time', () => {
    const head = parse({ pathname: '/blog-detail/5', post: post() });
    expect(head.title).toBe(`Five documents every overseas job seeker needs | ${agency.name}`);
    expect(head.description).toBe('Passport Valid for at least six months.');
    expect(head.og('type')).toBe('article');
    expect(head.og('image')).toBe(`${PUBLIC_URL}/api/files/photo.jpg`);
    expect(
      head.doc.head.querySelector('meta[property="article:published_time"]')?.getAttribute('content'),
    ).toBe('2026-01-20T08:30:00Z');
    expect(head.canonical).toBe(`${PUBLIC_URL}/blog-detail/5`);
  });

  it('a post or job without a picture shares the brand image', () => {
    expect(parse({ pathname: '/blog-detail/5', post: post({ photo: '' }) }).og('image')).toBe(
      `${PUBLIC_URL}/og-image.png`,
    );
    expect(parse({ pathname: '/job-detail/3', job: plainJob({ logo: '' }) }).og('image')).toBe(
      `${PUBLIC_URL}/og-image.png`,
    );
  });

  it('404: the not-found title, noindex, no canonical URL and no structured data', () => {
    for (const input of [
      { pathname: '/no-such-page', status: 404 },
      { pathname: '/job-detail/999', status: 404 },
      { pathname: '/blog-detail/999', status: 404 },
    ]) {
      const head = parse(input);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.og('url')).toBeUndefined();
      expect(head.scripts).toHaveLength(0);
    }
    expect(parse({ pathname: '/no-such-page', status: 404 }).title).toBe(`Page not found | ${agency.name}`);
    // A missing job keeps the title its page sets in the browser.
    expect(parse({ pathname: '/job-detail/999', status: 404 }).title).toBe(`Job | ${agency.name}`);
  });

  it('sign-in and staff screens: a title and noindex only', () => {
    for (const pathname of ['/login', '/jobs', '/edit-jobs/4', '/application', '/view-application/2']) {
      const head = parse({ pathname });
      expect(routeOf(pathname).kind).toBe('private');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.og('title')).toBeUndefined();
    }
    expect(routeOf('/jobsearch').kind).toBe('notFound');
  });

  it('without the agency details the head still has its page title and no empty tags', () => {
    const head = parse({ pathname: '/contact', agency: undefined });
    expect(head.title).toBe('Contact Us');
    expect(head.og('site_name')).toBeUndefined();
    expect(head.html).not.toMatch(/content=""/);
  });
});

describe('head of a page in Gujarati or Hindi', () => {
  beforeAll(() => Promise.all([loadLocale('gu'), loadLocale('hi')]));

  it('has the title, sentence and canonical in its language and names every language', () => {
    const head = parse({ pathname: '/gu/contact' });
    expect(head.title).toBe(`સંપર્ક કરો | ${agency.name}`);
    expect(head.description).toBe('અમદાવાદના અમારા ભરતી અધિકારીઓ દરેક સંદેશનો એક કામકાજના દિવસમાં જવાબ આપે છે.');
    expect(head.canonical).toBe(`${PUBLIC_URL}/gu/contact`);
    const alternates = Object.fromEntries(
      [...head.doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    );
    expect(alternates).toEqual({
      en: `${PUBLIC_URL}/contact`,
      gu: `${PUBLIC_URL}/gu/contact`,
      hi: `${PUBLIC_URL}/hi/contact`,
      'x-default': `${PUBLIC_URL}/contact`,
    });
    expect(head.og('locale')).toBe('gu_IN');
    expect(
      [...head.doc.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
        m.getAttribute('content'),
      ),
    ).toEqual(['en_IN', 'hi_IN']);
  });

  it('writes the Hindi home title with its tagline; a page not found names no alternates', () => {
    expect(parse({ pathname: '/hi/' }).title).toBe(
      `${agency.name} | अहमदाबाद में नौकरियाँ, भर्ती, पेरोल और हाउसकीपिंग`,
    );
    const missing = parse({ pathname: '/hi/no-such-page', status: 404 });
    expect(missing.doc.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(missing.robots).toBe('noindex');
  });

  it('has the verify page in every language', () => {
    expect(parse({ pathname: '/verify' }).title).toBe(`Verify Us | ${agency.name}`);
    expect(parse({ pathname: '/hi/verify' }).title).toBe(`हमें जाँचें | ${agency.name}`);
  });
});

describe('head of a job or post page with and without a translation', () => {
  beforeAll(() => Promise.all([loadLocale('gu'), loadLocale('hi')]));
  const alternatesOf = (head: ReturnType<typeof parse>) =>
    Object.fromEntries(
      [...head.doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    );
  const jsonLd = (head: ReturnType<typeof parse>) =>
    head.scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  const translated = () =>
    fullJob({ title_gu: 'વેલ્ડર (TIG/MIG)', description_gu: '<p>જહાજવાડા માટે પાઇપ વેલ્ડ કરો.</p>' });

  it('a translated job page shows its translation, is its own canonical and names only its languages', () => {
    const head = parse({ pathname: '/gu/job-detail/12', job: translated() });
    expect(head.title).toBe(`વેલ્ડર (TIG/MIG) | ${agency.name}`);
    expect(head.og('title')).toBe('વેલ્ડર (TIG/MIG)');
    expect(head.description).toBe('જહાજવાડા માટે પાઇપ વેલ્ડ કરો.');
    expect(head.canonical).toBe(`${PUBLIC_URL}/gu/job-detail/12`);
    expect(alternatesOf(head)).toEqual({
      en: `${PUBLIC_URL}/job-detail/12`,
      gu: `${PUBLIC_URL}/gu/job-detail/12`,
      'x-default': `${PUBLIC_URL}/job-detail/12`,
    });
    const [posting, trail] = jsonLd(head);
    expect(posting).toMatchObject({
      title: 'વેલ્ડર (TIG/MIG)',
      description: '<p>જહાજવાડા માટે પાઇપ વેલ્ડ કરો.</p>',
      inLanguage: 'gu',
      url: `${PUBLIC_URL}/gu/job-detail/12`,
    });
    expect((trail.itemListElement as Array<{ name: string }>)[2].name).toBe('વેલ્ડર (TIG/MIG)');
    // The English page names the Gujarati one, not a Hindi page that does not exist.
    expect(Object.keys(alternatesOf(parse({ pathname: '/job-detail/12', job: translated() })))).toEqual([
      'en',
      'gu',
      'x-default',
    ]);
  });

  it('an untranslated Hindi page shows the English text, points its canonical to the English page and announces no alternates', () => {
    const head = parse({ pathname: '/hi/job-detail/12', job: translated() });
    expect(head.title).toBe(`Welder (TIG/MIG) | ${agency.name}`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/job-detail/12`);
    expect(head.og('url')).toBe(`${PUBLIC_URL}/job-detail/12`);
    expect(alternatesOf(head)).toEqual({});
    expect(jsonLd(head)[0]).toMatchObject({ inLanguage: 'en', url: `${PUBLIC_URL}/job-detail/12` });
  });

  it('a post: English page in English, translated page in its language', () => {
    const hindi = post({ title_hi: 'वीज़ा सूची', description_hi: '<p>हिन्दी लेख</p>' });
    const head = parse({ pathname: `/hi/blog-detail/${hindi.id}`, post: hindi });
    expect(head.og('title')).toBe('वीज़ा सूची');
    expect(head.canonical).toBe(`${PUBLIC_URL}/hi/blog-detail/${hindi.id}`);
    expect(jsonLd(head)[0]).toMatchObject({
      headline: 'वीज़ा सूची',
      inLanguage: 'hi',
      url: `${PUBLIC_URL}/hi/blog-detail/${hindi.id}`,
    });
    const english = parse({ pathname: `/blog-detail/${hindi.id}`, post: hindi });
    expect(jsonLd(english)[0]).toMatchObject({
      inLanguage: 'en',
      url: `${PUBLIC_URL}/blog-detail/${hindi.id}`,
    });
    expect(Object.keys(alternatesOf(english))).toEqual(['en', 'hi', 'x-default']);
    const gujarati = parse({ pathname: `/gu/blog-detail/${hindi.id}`, post: hindi });
    expect(gujarati.canonical).toBe(`${PUBLIC_URL}/blog-detail/${hindi.id}`);
    expect(alternatesOf(gujarati)).toEqual({});
  });
});

describe('escaping', () => {
  const hostile = `Cook </script><script>alert(1)</script> "chef's" <b>&amp;</b>`;

  it('a title with markup and quotes stays text everywhere and cannot end a script block', () => {
    const job = fullJob({ title: hostile, description: `<p>${hostile.replace(/</g, '&lt;')}</p>` });
    const head = parse({ pathname: '/job-detail/12', job });
    expect(head.title).toBe(`${hostile} | ${agency.name}`);
    expect(head.og('title')).toBe(hostile);
    expect(head.twitter('title')).toBe(hostile);
    expect(head.og('image:alt')).toBe(`${hostile} logo`);
    // Only our tags: no element came from the data.
    expect(head.doc.head.querySelectorAll('b')).toHaveLength(0);
    expect(head.doc.body.childNodes).toHaveLength(0);
    expect(head.scripts).toHaveLength(2);
    for (const script of head.scripts) expect(script.getAttribute('type')).toBe('application/ld+json');
    expect(head.html.match(/<\/script>/g)).toHaveLength(2);
    // The JSON-LD parses back to the exact value, with `<` written \u003c.
    const [posting, trail] = head.scripts.map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(posting.title).toBe(hostile);
    expect((trail.itemListElement as Array<{ name: string }>)[2].name).toBe(hostile);
    expect(head.scripts[0].textContent).toContain('\\u003c/script>');
  });

  it('line separators inside JSON-LD are escaped', () => {
    const head = buildHead({
      pathname: '/blog-detail/5',
      publicUrl: PUBLIC_URL,
      status: 200,
      agency,
      post: post({ title: 'a\u2028b' }),
    });
    const scripts = head.match(/<script[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script).toContain('a\\u2028b');
      expect(script).not.toContain('\u2028');
    }
  });

  it('a URL with a quote cannot leave its attribute', () => {
    const head = parse({
      pathname: '/international',
      publicUrl: 'https://example.in/"><script>x()</script>',
    });
    expect(head.canonical).toBe('https://example.in/"><script>x()</script>/international');
    expect(head.scripts).toHaveLength(1);
  });
});
