/** The agency's four services (About page, shown in two layouts). */
export interface Service {
  key: 'recruitment' | 'payroll' | 'housekeeping' | 'tea';
  title: string;
  summary: string;
  bullets: string[];
}

export const services: Service[] = [
  {
    key: 'recruitment',
    title: 'Recruitment & Talent Sourcing',
    summary:
      'Permanent, contract and bulk hiring for roles from shop floor to senior management, in India and overseas.',
    bullets: [
      'Screening, skill tests and interview scheduling',
      'Bulk and walk-in drives for new plants and stores',
      'Overseas placements with document and visa guidance',
      'Background and reference checks',
    ],
  },
  {
    key: 'payroll',
    title: 'Payroll Management Solutions',
    summary: 'Accurate, on-time salaries with every statutory requirement handled for you.',
    bullets: [
      'Monthly salary processing and payslips',
      'PF, ESIC, PT and TDS compliance and filings',
      'Attendance, leave and overtime tracking',
      'Full and final settlements',
    ],
  },
  {
    key: 'housekeeping',
    title: 'Housekeeping & Facility Management',
    summary: 'Trained, uniformed and supervised staff who keep offices, plants and sites clean and running.',
    bullets: [
      'Daily and deep cleaning for offices and factories',
      'Trained supervisors on every shift',
      'Pantry, reception and front-office support',
      'Eco-friendly materials and safe equipment',
    ],
  },
  {
    key: 'tea',
    title: 'Tea Time Services',
    summary: 'Fresh tea, coffee and snacks served at your desks and meetings, every working day.',
    bullets: [
      'Morning and evening tea rounds',
      'Meeting and event refreshments',
      'Hygienic preparation and serving',
      'Flexible monthly plans',
    ],
  },
];

export const industries = [
  'Automobile',
  'Real Estate',
  'Jewellery',
  'Visa & Immigration',
  'Information Technology',
  'BPO / KPO',
  'E-Commerce',
  'Manufacturing (Mechanical & Electrical)',
  'Retail & FMCG',
  'Offshore Services (US, UK, Australia)',
];

export const counters = [
  { value: '10+', label: 'Industries Served' },
  { value: '3000+', label: 'Employees Placed' },
  { value: '40+', label: 'Satisfied Clients' },
  { value: '2015', label: 'Founded' },
];
