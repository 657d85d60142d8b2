import { buildHead } from '../../src/ssr/head';
import { agencyDate } from '../../src/domain/agencyTime';
import { isJobClosed } from '../../src/domain/jobClosing';
import type { JobWithLifecycle } from '../../src/ssr/jobLifecycle';
import { jobPosting, employmentAgency } from '../../src/ssr/structuredData';
import {
  agency,
  blocksOfType,
  errorsOf,
  fullJob,
  jsonLdBlocks,
  plainJob,
  post,
  PUBLIC_URL,
  validateJsonLd,
  warnedFields,
} from './helpers';

const jobHead = (job: ReturnType<typeof fullJob>) =>
  buildHead({ pathname: `/job-detail/${job.id}`, publicUrl: PUBLIC_URL, status: 200, agency, job });

describe('JobPosting', () => {
  it('a job with every field passes Google rules with no error and no missing recommended property', async () => {
    const blocks = blocksOfType(jobHead(fullJob()), 'JobPosting');
    expect(blocks).toHaveLength(1);
    const issues = await validateJsonLd(blocks);
    expect(errorsOf(issues)).toEqual([]);
    expect(warnedFields(issues)).toEqual([]);
  });

  it('carries the values the page shows, in the forms Google reads', () => {
    const [posting] = blocksOfType(jobHead(fullJob()), 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Welder (TIG/MIG)',
      description: expect.stringContaining('<strong>shipyard</strong>'),
      datePosted: '2026-03-02T09:15:00Z',
      validThrough: '2099-12-31T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbourline Offshore',
        logo: `${PUBLIC_URL}/api/files/abc.png`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'AED',
        value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 3200, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: agency.name, value: '12' },
      directApply: true,
      url: `${PUBLIC_URL}/job-detail/12`,
    });
    expect(Date.parse(String(posting.datePosted))).toBe(Date.UTC(2026, 2, 2, 9, 15, 0));
  });

  it('a job stored before the lifecycle fields is still valid: the agency hires, India is the country', async () => {
    const [posting] = blocksOfType(jobHead(plainJob()), 'JobPosting');
    expect(posting).toMatchObject({
      hiringOrganization: { name: agency.name, sameAs: `${PUBLIC_URL}/` },
      jobLocation: { address: { addressLocality: 'Ahmedabad', addressCountry: 'IN' } },
    });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('employmentType');
    const issues = await validateJsonLd([posting]);
    expect(errorsOf(issues)).toEqual([]);
    // Only the recommended properties the data does not have are reported, as warnings.
    expect(warnedFields(issues).sort()).toEqual(['baseSalary', 'employmentType', 'validThrough']);
  });

  it('one missing optional field leaves the others and the posting valid', async () => {
    for (const missing of [
      'salary_min',
      'salary_max',
      'valid_through',
      'employment_type',
      'employer_name',
      'city',
    ]) {
      const [posting] = blocksOfType(jobHead(fullJob({ [missing]: null })), 'JobPosting');
      const issues = await validateJsonLd([posting]);
      expect({ missing, errors: errorsOf(issues) }).toEqual({ missing, errors: [] });
    }
  });

  it('a salary with one bound is a single value; without a currency it is in rupees', () => {
    const job = fullJob({
      salary_max: null,
      salary_currency: null,
      salary_period: 'YEAR',
      salary_min: 480000,
    });
    expect(jobPosting({ publicUrl: PUBLIC_URL, agency }, job)?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: 480000, unitText: 'YEAR' },
    });
  });

  it('a job without a description text describes itself by its overview', () => {
    const posting = jobPosting({ publicUrl: PUBLIC_URL, agency }, plainJob({ description: '<p> </p>' }));
    expect(posting?.description).toBe(
      '<p>Housekeeping supervisor. Location: Ahmedabad. Salary: ₹22,000 a month. Career level: Supervisor. Experience: 2 years. Qualification: 12th pass.</p>',
    );
  });

  it('no JobPosting for a closed job: marked closed, filled, or past its closing date', () => {
    for (const closed of [{ closed: true }, { filled: true }, { valid_through: '2020-01-31' }]) {
      const head = jobHead(fullJob(closed));
      expect(blocksOfType(head, 'JobPosting')).toEqual([]);
      // The page keeps its trail.
      expect(blocksOfType(head, 'BreadcrumbList')).toHaveLength(1);
    }
  });

  it('a job is open through the whole of its closing day in India', () => {
    const job = fullJob({ valid_through: '2026-05-31' }) as JobWithLifecycle;
    // 23:59 on 31 May in India is 18:29 UTC; 00:01 on 1 June in India is 18:31 UTC on 31 May.
    expect(isJobClosed(job, new Date('2026-05-31T18:29:00Z'))).toBe(false);
    expect(isJobClosed(job, new Date('2026-05-31T18:31:00Z'))).toBe(true);
    expect(agencyDate(new Date('2026-05-31T18:31:00Z'))).toBe('2026-06-01');
  });

  it('no JobPosting for an international job without a country (Google requires one)', () => {
    expect(jobPosting({ publicUrl: PUBLIC_URL, agency }, fullJob({ country: null }))).toBeUndefined();
    expect(
      jobPosting({ publicUrl: PUBLIC_URL, agency }, fullJob({ country: null, category: '2' })),
    ).toMatchObject({
      jobLocation: { address: { addressCountry: 'IN' } },
    });
  });

  it('the validator does catch a JobPosting without a title (so these checks can fail)', async () => {
    const posting = jobPosting({ publicUrl: PUBLIC_URL, agency }, fullJob());
    const { title: _title, ...untitled } = posting ?? {};
    const issues = await validateJsonLd([untitled]);
    expect(errorsOf(issues)).toEqual([
      expect.objectContaining({
        issueMessage: 'Required attribute "title" is missing',
        fieldNames: ['title'],
      }),
    ]);
  });
});

describe('EmploymentAgency, BlogPosting and BreadcrumbList', () => {
  it('the home and about pages describe the agency with the details its configuration has', async () => {
    for (const pathname of ['/', '/about']) {
      const head = buildHead({ pathname, publicUrl: PUBLIC_URL, status: 200, agency });
      const [org] = blocksOfType(head, 'EmploymentAgency');
      expect(org).toEqual({
        '@context': 'https://schema.org',
        '@type': 'EmploymentAgency',
        '@id': `${PUBLIC_URL}/#agency`,
        name: agency.name,
        url: `${PUBLIC_URL}/`,
        logo: `${PUBLIC_URL}/icon-512.png`,
        image: `${PUBLIC_URL}/og-image.png`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '402, Shivalik Plaza, Near IIM Road, Ambawadi',
          addressLocality: 'Ahmedabad',
          addressRegion: 'Gujarat',
          postalCode: '380015',
          addressCountry: 'IN',
        },
        telephone: agency.phones,
        email: agency.email,
        sameAs: Object.values(agency.social ?? {}),
      });
      expect(errorsOf(await validateJsonLd([org]))).toEqual([]);
    }
  });

  it('an agency with a name only gives no empty properties', () => {
    expect(employmentAgency({ publicUrl: `${PUBLIC_URL}/`, agency: { name: 'Only A Name' } })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmploymentAgency',
      '@id': `${PUBLIC_URL}/#agency`,
      name: 'Only A Name',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/icon-512.png`,
      image: `${PUBLIC_URL}/og-image.png`,
    });
    expect(buildHead({ pathname: '/contact', publicUrl: PUBLIC_URL, status: 200, agency })).not.toContain(
      'EmploymentAgency',
    );
  });

  it('a post has a BlogPosting and the trail Home > Blog > post, all valid', async () => {
    const head = buildHead({
      pathname: '/blog-detail/5',
      publicUrl: PUBLIC_URL,
      status: 200,
      agency,
      post: post(),
    });
    const [posting] = blocksOfType(head, 'BlogPosting');
    const publisher = {
      '@type': 'Organization',
      name: agency.name,
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/icon-512.png`,
    };
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Five documents every overseas job seeker needs',
      inLanguage: 'en',
      image: [`${PUBLIC_URL}/api/files/photo.jpg`],
      datePublished: '2026-01-20T08:30:00Z',
      author: publisher,
      publisher,
      mainEntityOfPage: `${PUBLIC_URL}/blog-detail/5`,
      url: `${PUBLIC_URL}/blog-detail/5`,
    });
    const [trail] = blocksOfType(head, 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${PUBLIC_URL}/blog` },
      { '@type': 'ListItem', position: 3, name: posting.headline, item: `${PUBLIC_URL}/blog-detail/5` },
    ]);
    const issues = await validateJsonLd(jsonLdBlocks(head));
    expect(issues).toEqual([]);
  });

  it('a job trail goes through its own list: International or Domestic Jobs', async () => {
    const names = (job: ReturnType<typeof fullJob>) =>
      (
        blocksOfType(jobHead(job), 'BreadcrumbList')[0].itemListElement as Array<{
          name: string;
          item: string;
        }>
      ).map((step) => [step.name, step.item]);
    expect(names(fullJob())).toEqual([
      ['Home', `${PUBLIC_URL}/`],
      ['International Jobs', `${PUBLIC_URL}/international`],
      ['Welder (TIG/MIG)', `${PUBLIC_URL}/job-detail/12`],
    ]);
    expect(names(plainJob())[1]).toEqual(['Domestic Jobs', `${PUBLIC_URL}/domestic`]);
    const issues = await validateJsonLd(blocksOfType(jobHead(fullJob()), 'BreadcrumbList'));
    expect(issues).toEqual([]);
  });

  it('the list pages have the trail Home > list', async () => {
    for (const [pathname, name] of [
      ['/international', 'International Jobs'],
      ['/domestic', 'Domestic Jobs'],
      ['/blog', 'Blog'],
    ]) {
      const head = buildHead({ pathname, publicUrl: PUBLIC_URL, status: 200, agency, jobs: [plainJob()] });
      const blocks = jsonLdBlocks(head);
      expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
      expect((blocks[0].itemListElement as Array<{ name: string }>).map((step) => step.name)).toEqual([
        'Home',
        name,
      ]);
      expect(await validateJsonLd(blocks)).toEqual([]);
    }
  });
});
