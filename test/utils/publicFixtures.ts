import type { Job } from '../../src/features/jobs/jobsApi';

/** A job as the API returns it. */
export const makeJob = (overrides: Partial<Job> = {}): Job => ({
  id: 1,
  title: 'Welder (TIG/MIG)',
  location: 'Dubai, UAE',
  salary: '₹95,000 per month',
  career_level: 'Skilled worker',
  experience: '3-5 years',
  qualification: 'ITI Welder',
  category: '1',
  description:
    '<p>Weld carbon-steel pipework.</p><script>window.hacked = true</script><p onclick="alert(1)">Safe text</p>',
  logo: '/files/abc.png',
  created_at: '2026-11-21 10:00:00',
  updated_at: '2025-01-01 10:00:00',
  employer_name: null,
  employment_type: null,
  city: null,
  country: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  valid_through: null,
  filled: false,
  closed: false,
  ...overrides,
});
