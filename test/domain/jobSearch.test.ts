import {
  heroBrowse,
  heroLocation,
  isFiltered,
  JOB_SEARCH_PAGE_SIZE,
  jobListOf,
  jobSearchQuery,
  MAX_SEARCH_CITY_LENGTH,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_SALARY,
  pageCount,
  parseJobSearch,
  POSTED_WITHIN_DAYS,
  type JobSearch,
} from '../../src/domain/jobSearch';

const TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const;

/** The search a list page's query string asks for. */
const parse = (query: string, types: readonly string[] = TYPES): JobSearch => {
  const params = new URLSearchParams(query);
  return parseJobSearch((name) => params.get(name), types);
};

describe('a list page reads the country', () => {
  it('as a two-letter code, in capitals whatever it was typed in', () => {
    expect(parse('country=AE')).toEqual({ country: 'AE' });
    expect(parse('country=ae')).toEqual({ country: 'AE' });
    expect(parse('country=%20in%20')).toEqual({ country: 'IN' });
  });

  it('leaving out a country of another shape', () => {
    for (const country of ['UAE', 'A', 'A1', '12', 'A E', 'ÄE', ''])
      expect(parse(`country=${encodeURIComponent(country)}`)).toEqual({});
  });
});

describe('a list page reads the city', () => {
  it('as typed, with runs of spaces made one and its ends trimmed', () => {
    expect(parse('city=Dubai')).toEqual({ city: 'Dubai' });
    expect(parse(`city=${encodeURIComponent('  Abu   Dhabi ')}`)).toEqual({ city: 'Abu Dhabi' });
    expect(parse(`city=${encodeURIComponent('Abu\u00a0Dhabi')}`)).toEqual({ city: 'Abu Dhabi' });
    expect(parse(`city=${encodeURIComponent('અમદાવાદ')}`)).toEqual({ city: 'અમદાવાદ' });
  });

  it('without control characters', () => {
    expect(parse(`city=${encodeURIComponent('Du\u0000ba\u007fi')}`)).toEqual({ city: 'Dubai' });
    expect(parse(`city=${encodeURIComponent('\u0001\u0002')}`)).toEqual({});
  });

  it(`of up to ${MAX_SEARCH_CITY_LENGTH} characters, leaving out a longer one`, () => {
    const longest = 'a'.repeat(MAX_SEARCH_CITY_LENGTH);
    expect(parse(`city=${longest}`)).toEqual({ city: longest });
    expect(parse(`city=${longest}a`)).toEqual({});
    // Spaces collapsed first: a city that fits once tidied is kept.
    expect(parse(`city=${encodeURIComponent(`${'a'.repeat(50)}     ${'b'.repeat(49)}`)}`).city).toHaveLength(
      MAX_SEARCH_CITY_LENGTH,
    );
  });

  it('leaving out a city of only spaces', () => {
    expect(parse('city=%20%20')).toEqual({});
  });
});

describe('a list page reads the category and the employment type', () => {
  it("keeps category '1' or '2' only", () => {
    expect(parse('category=1')).toEqual({ category: '1' });
    expect(parse('category=2')).toEqual({ category: '2' });
    for (const category of ['0', '3', '01', 'International', '-1'])
      expect(parse(`category=${category}`)).toEqual({});
  });

  it('keeps an employment type the contract knows, in capitals whatever it was typed in', () => {
    expect(parse('type=FULL_TIME')).toEqual({ type: 'FULL_TIME' });
    expect(parse('type=part_time')).toEqual({ type: 'PART_TIME' });
    expect(parse('type=INTERN')).toEqual({});
    expect(parse('type=')).toEqual({});
  });

  it('knows only the employment types it is given', () => {
    expect(parse('type=FULL_TIME', [])).toEqual({});
    expect(parse('type=INTERN', ['INTERN'])).toEqual({ type: 'INTERN' });
  });
});

describe('a list page reads the salary range', () => {
  it('as whole amounts from 0 to the highest salary compared', () => {
    expect(parse('minSalary=0')).toEqual({ minSalary: 0 });
    expect(parse('minSalary=25000&maxSalary=40000')).toEqual({ minSalary: 25000, maxSalary: 40000 });
    expect(parse(`maxSalary=${MAX_SEARCH_SALARY}`)).toEqual({ maxSalary: MAX_SEARCH_SALARY });
    expect(parse('minSalary=%2025000%20')).toEqual({ minSalary: 25000 });
  });

  it('leaving out an amount that is not a whole number or above the highest', () => {
    for (const amount of [
      '-1',
      '2.5',
      '1e5',
      '25,000',
      '₹25000',
      '0x10',
      'abc',
      `${MAX_SEARCH_SALARY + 1}`,
      '9'.repeat(13),
    ])
      expect(parse(`minSalary=${encodeURIComponent(amount)}`)).toEqual({});
  });

  it('keeps a range whose two bounds are equal', () => {
    expect(parse('minSalary=30000&maxSalary=30000')).toEqual({ minSalary: 30000, maxSalary: 30000 });
  });

  it('drops both bounds of a reversed range, which no job could match', () => {
    expect(parse('minSalary=40001&maxSalary=40000')).toEqual({});
    expect(parse('minSalary=40001&maxSalary=40000&country=AE')).toEqual({ country: 'AE' });
  });

  it('keeps the usable bound when the other is unusable', () => {
    expect(parse('minSalary=40000&maxSalary=lots')).toEqual({ minSalary: 40000 });
    expect(parse('minSalary=-5&maxSalary=40000')).toEqual({ maxSalary: 40000 });
  });
});

describe('a list page reads "posted within"', () => {
  it('as 1, 7 or 30 days', () => {
    expect(POSTED_WITHIN_DAYS).toEqual([1, 7, 30]);
    for (const days of POSTED_WITHIN_DAYS) expect(parse(`posted=${days}`)).toEqual({ posted: days });
    expect(parse('posted=07')).toEqual({ posted: 7 });
  });

  it('leaving out any other number of days', () => {
    for (const posted of ['0', '2', '14', '31', '365', '366', '-7', '7.0', 'week'])
      expect(parse(`posted=${posted}`)).toEqual({});
  });
});

describe('a list page reads the page number', () => {
  it('as a page after the first, page 1 being no page at all', () => {
    expect(parse('page=2')).toEqual({ page: 2 });
    expect(parse('page=1')).toEqual({});
    expect(parse('')).toEqual({});
  });

  it(`up to page ${MAX_SEARCH_PAGE}, leaving out a higher one or one that is not a positive whole number`, () => {
    expect(parse(`page=${MAX_SEARCH_PAGE}`)).toEqual({ page: MAX_SEARCH_PAGE });
    for (const page of [`${MAX_SEARCH_PAGE + 1}`, '0', '-2', '2.5', 'last', ''])
      expect(parse(`page=${page}`)).toEqual({});
  });
});

describe("the home page's search form, sent before its script runs", () => {
  it('stands for the country and city with its location choice', () => {
    expect(heroLocation('AE')).toBe('AE');
    expect(heroLocation('AE', null)).toBe('AE');
    expect(heroLocation('AE', 'Dubai')).toBe('AE/Dubai');
    expect(parse(`location=${heroLocation('AE', 'Dubai')}`)).toEqual({ country: 'AE', city: 'Dubai' });
    expect(parse(`location=${heroLocation('in')}`)).toEqual({ country: 'IN' });
  });

  it('keeps a city whose name has a slash whole', () => {
    expect(parse(`location=${encodeURIComponent('IN/Daman/Diu')}`)).toEqual({
      country: 'IN',
      city: 'Daman/Diu',
    });
  });

  it('stands for a category or an employment type with its browse choice', () => {
    expect(heroBrowse('category', '2')).toBe('category:2');
    expect(parse(`browse=${heroBrowse('category', '2')}`)).toEqual({ category: '2' });
    expect(parse(`browse=${heroBrowse('type', 'FULL_TIME')}`)).toEqual({ type: 'FULL_TIME' });
    expect(parse('browse=country:AE')).toEqual({});
    expect(parse('browse=category:9')).toEqual({});
    expect(parse('browse=category')).toEqual({});
  });

  it('gives way to the filters themselves when both are sent', () => {
    expect(parse('location=AE/Dubai&country=QA&city=Doha')).toEqual({ country: 'QA', city: 'Doha' });
    expect(parse('browse=category:1&category=2')).toEqual({ category: '2' });
    // An empty filter does not hide the form's choice.
    expect(parse('location=AE&country=')).toEqual({ country: 'AE' });
  });
});

describe('a search filters the list', () => {
  it('with any filter, even a lowest salary of 0', () => {
    expect(isFiltered({ country: 'AE' })).toBe(true);
    expect(isFiltered({ minSalary: 0 })).toBe(true);
    expect(isFiltered({ posted: 1, page: 3 })).toBe(true);
  });

  it('not with a page number alone, nor with nothing', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 4 })).toBe(false);
  });
});

describe('the list a search opens from the home page', () => {
  it('is the domestic list for the Domestic category, or for a place in India without a category', () => {
    expect(jobListOf({ category: '2' })).toBe('domestic');
    expect(jobListOf({ category: '2', country: 'AE' })).toBe('domestic');
    expect(jobListOf({ country: 'IN' })).toBe('domestic');
    expect(jobListOf({ country: 'IN', city: 'Surat' })).toBe('domestic');
  });

  it('is the international list otherwise', () => {
    expect(jobListOf({})).toBe('international');
    expect(jobListOf({ country: 'AE' })).toBe('international');
    expect(jobListOf({ category: '1' })).toBe('international');
    expect(jobListOf({ category: '1', country: 'IN' })).toBe('international');
    expect(jobListOf({ type: 'FULL_TIME' })).toBe('international');
  });
});

describe('the one query string of a search', () => {
  it('is empty for the first page of the whole list', () => {
    expect(jobSearchQuery({})).toBe('');
    expect(jobSearchQuery({ page: 1 })).toBe('');
  });

  it('lists the parameters in one order whatever order they were set in, and leaves page 1 out', () => {
    const search: JobSearch = {
      page: 1,
      posted: 7,
      maxSalary: 9,
      minSalary: 0,
      type: 'FULL_TIME',
      category: '1',
      city: 'Dubai',
      country: 'AE',
    };
    expect(jobSearchQuery(search)).toBe(
      '?country=AE&city=Dubai&category=1&type=FULL_TIME&minSalary=0&maxSalary=9&posted=7',
    );
    expect(jobSearchQuery({ page: 3, country: 'AE' })).toBe('?country=AE&page=3');
  });

  it('encodes a city for a URL', () => {
    expect(jobSearchQuery({ city: 'Abu Dhabi' })).toBe('?city=Abu%20Dhabi');
    expect(jobSearchQuery({ city: 'A&B=C/D' })).toBe('?city=A%26B%3DC%2FD');
    expect(jobSearchQuery({ city: 'અમદાવાદ' })).toBe(`?city=${encodeURIComponent('અમદાવાદ')}`);
  });

  it('takes changes over the search (the next page, a cleared filter)', () => {
    const search: JobSearch = { country: 'AE', page: 2 };
    expect(jobSearchQuery(search, { page: 3 })).toBe('?country=AE&page=3');
    expect(jobSearchQuery(search, { page: 1 })).toBe('?country=AE');
    expect(jobSearchQuery(search, { country: undefined })).toBe('?page=2');
    expect(search).toEqual({ country: 'AE', page: 2 });
  });

  it('reads back as the same search', () => {
    const searches: JobSearch[] = [
      {},
      { country: 'AE', city: 'Abu Dhabi', page: 2 },
      { category: '2', type: 'PART_TIME', minSalary: 0, maxSalary: MAX_SEARCH_SALARY, posted: 30 },
      { city: 'A&B=C/D?#', page: MAX_SEARCH_PAGE },
    ];
    for (const search of searches) expect(parse(jobSearchQuery(search).slice(1))).toEqual(search);
  });

  it('is the same for two queries that ask for the same search', () => {
    const canonical = (query: string) => jobSearchQuery(parse(query));
    expect(canonical('page=2&country=ae&city=%20Dubai')).toBe(canonical('country=AE&city=Dubai&page=2'));
    expect(canonical('page=1&posted=3&category=9')).toBe('');
  });
});

describe('the number of pages of a list', () => {
  it(`is one page per ${JOB_SEARCH_PAGE_SIZE} jobs, rounded up`, () => {
    expect(JOB_SEARCH_PAGE_SIZE).toBe(20);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(41)).toBe(3);
  });

  it('is at least one, so an empty list still has its page', () => {
    expect(pageCount(0)).toBe(1);
  });

  it('reaches the highest page a search may ask for at a million jobs', () => {
    expect(pageCount(1_000_000)).toBe(MAX_SEARCH_PAGE);
    expect(pageCount(1_000_001)).toBe(MAX_SEARCH_PAGE + 1);
  });
});
