import type { BlogPostFields } from '../../repositories/blogPosts';
import type { JobFields } from '../../repositories/jobs';
import type { TeamMemberFields } from '../../repositories/teamMembers';

/** The lifecycle facts a demo job may have; the closing date is set relative to the day of seeding. */
type DemoFacts = Omit<JobFields, keyof BaseJobFields | 'valid_through' | 'filled'>;
type BaseJobFields = Pick<
  JobFields,
  | 'title'
  | 'location'
  | 'salary'
  | 'career_level'
  | 'experience'
  | 'qualification'
  | 'category'
  | 'description'
>;

export interface DemoJob extends BaseJobFields, Partial<DemoFacts> {
  logoFile: string;
  /** The job closes this many days after the day the demo is seeded; no closing date when absent. */
  closesInDays?: number;
  /** Marked filled once the demo applications are in (so some of them are for a filled job). */
  filled?: boolean;
}

function jobDescription(intro: string, duties: string[], requirements: string[], benefits: string[]): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
  return [
    `<p>${intro}</p>`,
    '<h3>Responsibilities</h3>',
    list(duties),
    '<h3>Requirements</h3>',
    list(requirements),
    '<h3>What we offer</h3>',
    list(benefits),
    '<p><strong>No fee is charged to candidates at any stage.</strong> Report anyone asking for money to our office.</p>',
  ].join('');
}

/**
 * Ten openings an Ahmedabad agency would plausibly list: five abroad (category 1), five in Gujarat (2).
 * Most carry the lifecycle facts (employer, type, city and country, a monthly salary range in INR that
 * matches the free-text salary, a closing date some weeks ahead); one has none of them and one is filled.
 * Every job abroad names its foreign employer, is offered on an employment visa and has its contract
 * shown and signed before the worker pays anything or travels.
 */
export const demoJobs: DemoJob[] = [
  {
    title: 'Welder (TIG/MIG)',
    location: 'Dubai, UAE',
    salary: '₹95,000 - ₹1,20,000 per month',
    career_level: 'Skilled worker',
    experience: '3-5 years',
    qualification: 'ITI Welder with 6G certificate',
    category: '1',
    logoFile: 'logo-gulf-star.png',
    employer_name: 'Gulf Star Construction',
    foreign_employer: 'Gulf Star Construction LLC, Dubai',
    visa_type: 'employment',
    contract_before_departure: true,
    employment_type: 'CONTRACTOR',
    city: 'Dubai',
    country: 'AE',
    salary_min: 95000,
    salary_max: 120000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 30,
    description: jobDescription(
      'Gulf Star Construction is hiring certified welders for a two-year contract on a refinery expansion project in Jebel Ali.',
      [
        'Weld carbon-steel and stainless pipework to approved WPS',
        'Read isometric drawings and prepare joints',
        'Follow permit-to-work and PPE rules on site',
      ],
      [
        'Valid passport with at least 2 years validity',
        '6G TIG/MIG certificate or willingness to test',
        'Gulf experience preferred',
      ],
      [
        'Free accommodation and transport',
        'Two-year visa with return air ticket',
        'Overtime paid as per UAE labour law',
      ],
    ),
  },
  {
    title: 'Housekeeping Supervisor',
    location: 'Ahmedabad, Gujarat',
    salary: '₹22,000 - ₹26,000 per month',
    career_level: 'Supervisor',
    experience: '2-4 years',
    qualification: 'Diploma in Hotel Management or 12th pass with experience',
    category: '2',
    logoFile: 'logo-riverfront-care.png',
    employer_name: 'Riverfront Facility Care',
    employment_type: 'FULL_TIME',
    city: 'Ahmedabad',
    country: 'IN',
    salary_min: 22000,
    salary_max: 26000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 45,
    description: jobDescription(
      'Riverfront Facility Care needs a supervisor for a team of 18 housekeepers at a corporate campus on SG Highway.',
      [
        'Plan daily rosters and inspect cleaned areas',
        'Train new staff on chemicals and equipment',
        'Keep attendance and consumables records',
      ],
      ['Experience leading a housekeeping team', 'Basic English and Gujarati', 'Ready for rotating shifts'],
      ['PF and ESIC from day one', 'Uniform and shift meal', 'Paid leave as per company policy'],
    ),
  },
  {
    title: 'Hotel Room Attendant',
    location: 'Doha, Qatar',
    salary: '₹45,000 - ₹55,000 per month',
    career_level: 'Entry level',
    experience: '1-2 years',
    qualification: '10th pass',
    category: '1',
    logoFile: 'logo-al-noor-hospitality.png',
    employer_name: 'Al Noor Hospitality',
    foreign_employer: 'Al Noor Hospitality W.L.L., Doha',
    visa_type: 'employment',
    contract_before_departure: true,
    employment_type: 'FULL_TIME',
    city: 'Doha',
    country: 'QA',
    salary_min: 45000,
    salary_max: 55000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 60,
    description: jobDescription(
      'Al Noor Hospitality is recruiting room attendants for a five-star hotel opening in West Bay, Doha.',
      [
        'Clean and prepare guest rooms to brand standards',
        'Report maintenance issues and lost property',
        'Restock linen and amenities',
      ],
      ['Hotel housekeeping experience', 'Neat appearance and basic English', 'Age 21-35'],
      [
        'Food, accommodation and medical insurance',
        'Two-year contract, annual leave with ticket',
        'Service charge share',
      ],
    ),
  },
  {
    title: 'Electrical Maintenance Technician',
    location: 'Sanand, Gujarat',
    salary: '₹28,000 - ₹35,000 per month',
    career_level: 'Skilled worker',
    experience: '3-6 years',
    qualification: 'ITI / Diploma in Electrical',
    category: '2',
    logoFile: 'logo-narmada-engineering.png',
    employer_name: 'Narmada Engineering',
    employment_type: 'FULL_TIME',
    city: 'Sanand',
    country: 'IN',
    salary_min: 28000,
    salary_max: 35000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 21,
    description: jobDescription(
      'Narmada Engineering needs a maintenance technician for its automotive components plant in Sanand GIDC.',
      [
        'Preventive maintenance of motors, panels and PLC-controlled lines',
        'Troubleshoot breakdowns and keep downtime low',
        'Maintain the maintenance log and spares list',
      ],
      ['Hands-on PLC and VFD experience', 'Wireman licence is a plus', 'Willing to work in shifts'],
      ['Company bus from Ahmedabad', 'Canteen, PF, ESIC and bonus', 'Permanent role after probation'],
    ),
  },
  {
    title: 'Heavy Truck Driver',
    location: 'Riyadh, Saudi Arabia',
    salary: '₹85,000 - ₹1,00,000 per month',
    career_level: 'Skilled worker',
    experience: '4+ years',
    qualification: 'Indian heavy vehicle licence (GCC licence preferred)',
    category: '1',
    logoFile: 'logo-desert-rose.png',
    employer_name: 'Desert Rose Facilities',
    foreign_employer: 'Desert Rose Facilities Management Co., Riyadh',
    visa_type: 'employment',
    contract_before_departure: true,
    employment_type: 'FULL_TIME',
    city: 'Riyadh',
    country: 'SA',
    salary_min: 85000,
    salary_max: 100000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 40,
    description: jobDescription(
      'Desert Rose Facilities is hiring drivers for its logistics fleet serving construction sites around Riyadh.',
      [
        'Drive trailers and tippers on city and highway routes',
        'Carry out daily vehicle checks',
        'Keep delivery notes and logbooks',
      ],
      [
        'Heavy vehicle licence held for at least 4 years',
        'Clean driving record',
        'Able to pass the Saudi driving test',
      ],
      ['Accommodation and transport to work', 'Iqama, medical and ticket paid by employer', 'Trip allowance'],
    ),
  },
  {
    title: 'Warehouse Executive',
    location: 'Changodar, Ahmedabad',
    salary: '₹18,000 - ₹22,000 per month',
    career_level: 'Executive',
    experience: '1-3 years',
    qualification: 'Graduate, basic computer knowledge',
    category: '2',
    logoFile: 'logo-kutch-logistics.png',
    description: jobDescription(
      'Kutch Logistics runs a 2-lakh square foot e-commerce fulfilment centre at Changodar and is growing its inbound team.',
      [
        'Receive, check and put away inbound stock',
        'Update the warehouse management system',
        'Run cycle counts and report mismatches',
      ],
      [
        'Warehouse or inventory experience',
        'Comfortable with Excel and handheld scanners',
        'Two-wheeler preferred',
      ],
      ['Night shift allowance', 'PF, ESIC and group insurance', 'Performance incentive every quarter'],
    ),
  },
  {
    title: 'Commis Chef',
    location: 'Muscat, Oman',
    salary: '₹50,000 - ₹60,000 per month',
    career_level: 'Entry level',
    experience: '1-3 years',
    qualification: 'Diploma or certificate in culinary arts',
    category: '1',
    logoFile: 'logo-lotus-hotels.png',
    employer_name: 'Lotus Hotels',
    foreign_employer: 'Lotus Hotels & Resorts SAOC, Muscat',
    visa_type: 'employment',
    contract_before_departure: true,
    employment_type: 'FULL_TIME',
    city: 'Muscat',
    country: 'OM',
    salary_min: 50000,
    salary_max: 60000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 50,
    description: jobDescription(
      'Lotus Hotels is hiring commis chefs for the Indian and continental kitchens of its Muscat resort.',
      [
        'Prepare mise en place for the section',
        'Cook to standard recipes under the chef de partie',
        'Keep the kitchen clean as per HACCP',
      ],
      [
        'Hotel or restaurant kitchen experience',
        'Indian cuisine skills are an advantage',
        'Food handler certificate preferred',
      ],
      [
        'Duty meals, accommodation and transport',
        'Two-year contract with paid annual leave',
        'Medical insurance',
      ],
    ),
  },
  {
    title: 'Retail Store Sales Associate',
    location: 'Vadodara, Gujarat',
    salary: '₹15,000 - ₹18,000 per month + incentives',
    career_level: 'Entry level',
    experience: '0-2 years',
    qualification: '12th pass',
    category: '2',
    logoFile: 'logo-saffron-retail.png',
    employer_name: 'Saffron Retail',
    employment_type: 'FULL_TIME',
    city: 'Vadodara',
    country: 'IN',
    salary_min: 15000,
    salary_max: 18000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    filled: true,
    description: jobDescription(
      'Saffron Retail is opening a new family fashion store in Alkapuri, Vadodara, and needs friendly sales associates.',
      [
        'Greet customers and help them find the right products',
        'Keep displays tidy and replenish stock',
        'Handle billing when required',
      ],
      [
        'Good communication in Gujarati and Hindi',
        'Freshers with a pleasant attitude welcome',
        'Weekend availability',
      ],
      ['Monthly sales incentives', 'Staff discount', 'PF and ESIC'],
    ),
  },
  {
    title: 'Marine Pipe Fitter',
    location: 'Ras Laffan, Qatar',
    salary: '₹90,000 - ₹1,10,000 per month',
    career_level: 'Skilled worker',
    experience: '5+ years',
    qualification: 'ITI Fitter',
    category: '1',
    logoFile: 'logo-doha-marine.png',
    employer_name: 'Doha Marine Services',
    foreign_employer: 'Doha Marine Services W.L.L., Doha',
    visa_type: 'employment',
    contract_before_departure: true,
    employment_type: 'CONTRACTOR',
    city: 'Ras Laffan',
    country: 'QA',
    salary_min: 90000,
    salary_max: 110000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 35,
    description: jobDescription(
      'Doha Marine Services needs pipe fitters for a shipyard maintenance contract at Ras Laffan.',
      [
        'Fabricate and install piping systems on vessels',
        'Read piping drawings and take measurements',
        'Pressure-test completed lines',
      ],
      [
        'Shipyard or offshore experience',
        'ITI Fitter certificate',
        'Able to work at height and in confined spaces',
      ],
      ['Accommodation, food and transport', 'Overtime and annual ticket', 'Two-year renewable contract'],
    ),
  },
  {
    title: 'Payroll and HR Assistant',
    location: 'Ahmedabad, Gujarat',
    salary: '₹20,000 - ₹25,000 per month',
    career_level: 'Executive',
    experience: '1-3 years',
    qualification: 'B.Com / BBA',
    category: '2',
    logoFile: 'logo-sabarmati-textiles.png',
    employer_name: 'Sabarmati Textiles',
    employment_type: 'FULL_TIME',
    city: 'Ahmedabad',
    country: 'IN',
    salary_min: 20000,
    salary_max: 25000,
    salary_currency: 'INR',
    salary_period: 'MONTH',
    closesInDays: 60,
    description: jobDescription(
      'Sabarmati Textiles needs an assistant to run monthly payroll for 450 staff at its Naroda unit.',
      [
        'Prepare attendance and overtime for payroll',
        'File PF, ESIC and PT returns on time',
        'Answer employee queries on salary slips',
      ],
      [
        'Working knowledge of Tally or a payroll tool',
        'Understanding of PF and ESIC rules',
        'Good Excel skills',
      ],
      ['Day shift, Monday to Saturday', 'PF, ESIC and annual bonus', 'Training on statutory compliance'],
    ),
  },
];

export interface DemoBlogPost extends Pick<BlogPostFields, 'title' | 'description'> {
  photoFile: string;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'Working in the Gulf: a checklist before you fly',
    photoFile: 'blog-gulf-jobs.jpg',
    description:
      '<p>Thousands of workers from Gujarat take up jobs in the UAE, Qatar, Oman and Saudi Arabia every year. A little preparation makes the move much smoother.</p>' +
      '<h2>Documents</h2><ul><li><p>A passport valid for at least two years</p></li><li><p>Educational and trade certificates, attested where the employer asks</p></li><li><p>Your signed offer letter, in a language you understand</p></li></ul>' +
      '<h2>Before you sign</h2><ol><li><p>Check the salary, working hours, accommodation and food are written in the contract.</p></li><li><p>Confirm who pays for the visa, medical and air ticket.</p></li><li><p>Register on the eMigrate portal when your passport requires emigration clearance.</p></li></ol>' +
      '<p>Our counsellors go through every contract with you, free of charge.</p>',
  },
  {
    title: 'How to spot a fake job offer',
    photoFile: 'blog-job-scams.jpg',
    description:
      '<p>Job scams are on the rise. Fraudsters copy the names of real agencies and promise jobs abroad in return for a "processing fee".</p>' +
      '<h2>Warning signs</h2><ul><li><p>Anyone asking for money, a deposit or a fee for a job</p></li><li><p>Offers made only on WhatsApp, with no interview</p></li><li><p>Pressure to pay quickly "before the seats are full"</p></li></ul>' +
      '<blockquote><p><strong>We never take money from candidates at any stage.</strong></p></blockquote>' +
      '<p>If someone asks you for money in our name, call our office on the numbers on the Contact page before you do anything.</p>',
  },
  {
    title: 'Payroll compliance for small firms in Gujarat',
    photoFile: 'blog-payroll.jpg',
    description:
      '<p>Small manufacturers often lose time and money to late PF, ESIC and professional tax filings. Outsourcing payroll keeps you compliant and frees your team.</p>' +
      '<h2>What a monthly payroll cycle covers</h2><ol><li><p>Attendance and overtime reconciliation</p></li><li><p>Salary computation with statutory deductions</p></li><li><p>Challans and returns for PF, ESIC and PT</p></li><li><p>Payslips and a bank transfer file</p></li></ol>' +
      '<p>Our payroll desk handles more than 3,000 employees every month for clients across Ahmedabad, Sanand and Vadodara.</p>',
  },
  {
    title: 'Facility housekeeping standards that clients notice',
    photoFile: 'blog-housekeeping.jpg',
    description:
      '<p>Clean, well-run premises are the first thing visitors notice. Good housekeeping is a system, not an afterthought.</p>' +
      '<h2>Our daily routine</h2><ul><li><p>Zone-wise checklists signed off by a supervisor</p></li><li><p>Colour-coded cloths and mops to avoid cross-contamination</p></li><li><p>Washroom checks every two hours in busy areas</p></li></ul>' +
      '<h2>Tea time services</h2><p>We also run pantry and tea services for offices, with trained staff and hygienic handling.</p>',
  },
];

export interface DemoTeamMember extends TeamMemberFields {
  photoFile: string;
}

export const demoTeamMembers: DemoTeamMember[] = [
  {
    name: 'Rajesh Patel',
    position: 'Founder and Managing Director',
    photoFile: 'team-rajesh-patel.jpg',
    description:
      'Founded the agency in 2015 after fifteen years in industrial recruitment. Leads client relationships and overseas placements.',
  },
  {
    name: 'Priya Shah',
    position: 'Head of Recruitment',
    photoFile: 'team-priya-shah.jpg',
    description:
      'Runs the recruitment desk for domestic and Gulf openings, from sourcing to interview scheduling and joining.',
  },
  {
    name: 'Imran Sheikh',
    position: 'Payroll and Compliance Manager',
    photoFile: 'team-imran-sheikh.jpg',
    description:
      'Looks after monthly payroll, PF, ESIC and labour-law compliance for more than 3,000 employees.',
  },
  {
    name: 'Neha Desai',
    position: 'Facility Services Manager',
    photoFile: 'team-neha-desai.jpg',
    description:
      'Manages housekeeping and tea time service teams across client sites in Ahmedabad and Gandhinagar.',
  },
];
