import type {
  ApplicationStatus,
  BlogPost,
  Enquiry,
  Job,
  OutboxMessage,
  StoredApplication,
  Subscriber,
  TeamMember,
} from './fakeApi';

/*
 * The fixture makers of the web tests: one per kind of record, each giving a record as the API returns
 * it (seed them with `fakeApi.seed(...)`). Overrides replace fields; any field the contract adds to a
 * record passes through.
 */

/** A job as the API returns it (its description holds markup the SPA must clean). */
export const makeJob = (overrides: Partial<Job> = {}): Job => {
  const id = overrides.id ?? 1;
  return {
    id,
    title: 'Welder (TIG/MIG)',
    location: 'Dubai, UAE',
    salary: '₹95,000 per month',
    career_level: 'Skilled worker',
    experience: '3-5 years',
    qualification: 'ITI Welder',
    category: '1',
    description:
      '<p>Weld carbon-steel pipework.</p><script>window.hacked = true</script><p onclick="alert(1)">Safe text</p>',
    logo: `/files/job-${id}.png`,
    created_at: '2026-11-21 10:00:00',
    updated_at: '2026-11-21 10:00:00',
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
    foreign_employer: null,
    visa_type: null,
    contract_before_departure: false,
    title_gu: null,
    title_hi: null,
    description_gu: null,
    description_hi: null,
    ...overrides,
  };
};

/** Jobs 1..count titled "Job <id>", odd ids International (1) and even ids Domestic (2). */
export const makeJobs = (count: number, first = 1): Job[] =>
  Array.from({ length: count }, (_, index) => {
    const id = first + index;
    return makeJob({ id, title: `Job ${id}`, category: id % 2 === 0 ? '2' : '1' });
  });

/** A blog post as the API returns it. */
export const makeBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Post ${id}`,
    description: `<h2>About post ${id}</h2><p>Body of post ${id}</p>`,
    photo: `/files/blog-${id}.png`,
    created_at: '2026-03-05 08:15:00',
    title_gu: null,
    title_hi: null,
    description_gu: null,
    description_hi: null,
    ...overrides,
  };
};

/** A team member as the API returns it. */
export const makeTeamMember = (overrides: Partial<TeamMember> = {}): TeamMember => {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Member ${id}`,
    position: 'Recruiter',
    description: 'Bio',
    photo: `/files/team-${id}.png`,
    ...overrides,
  };
};

/** An application as stored (its candidate's other applications are worked out by the fake API). */
export const makeApplication = (overrides: Partial<StoredApplication> = {}): StoredApplication => {
  const id = overrides.id ?? 1;
  return {
    id,
    logo: null,
    job_title: `Job ${id}`,
    name: `Person ${id}`,
    email: `p${id}@example.com`,
    phone: `98765000${id}`,
    category: '1',
    title: `Typed title ${id}`,
    reference: `SMS-2026-${String(120 + id).padStart(6, '0')}`,
    status: 'New' as ApplicationStatus,
    created_at: '2026-05-01 10:00:00',
    job_id: null,
    career_level: 'Experienced',
    experience: '3 years',
    gender: 'Female',
    message: 'Hello',
    resume: null,
    consent_version: '2026-05',
    consent_at: '2026-05-01 10:00:00',
    channel: 'direct',
    language: 'en',
    // Sent with the notice before sharing with employers was asked, and not recorded since.
    employer_consent: null,
    ...overrides,
  };
};

/** A message of the outbox as the API returns it. */
export const makeOutboxMessage = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => {
  const id = overrides.id ?? 1;
  return {
    id,
    kind: 'applicant-confirmation',
    channel: 'email',
    to_address: `a${id}@example.com`,
    subject: `Subject ${id}`,
    text_body: `Body of message ${id}`,
    application_id: 1,
    enquiry_id: null,
    status: 'pending',
    attempts: 0,
    last_error: null,
    created_at: '2026-05-01 10:00:00',
    sent_at: null,
    next_attempt_at: '2026-05-01 10:00:00',
    ...overrides,
  };
};

/** An enquiry of the contact form as the API returns it. */
export const makeEnquiry = (overrides: Partial<Enquiry> = {}): Enquiry => {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Person ${id}`,
    email: `e${id}@example.com`,
    phone: '+91 98250 00000',
    purpose: id % 2 ? 'jobseeker' : 'employer',
    message: `Message ${id}`,
    created_at: '2025-03-04 05:06:07',
    language: 'en',
    ...overrides,
  };
};

/** A job-alert subscriber as the API returns it. */
export const makeSubscriber = (overrides: Partial<Subscriber> = {}): Subscriber => {
  const id = overrides.id ?? 1;
  return {
    id,
    email: `s${id}@example.com`,
    created_at: '2025-01-02 03:04:05',
    state: 'unconfirmed',
    confirmed_at: null,
    language: 'en',
    ...overrides,
  };
};
