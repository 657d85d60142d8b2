import type { Kysely } from 'kysely';
import { applyForJob } from '../../services/apply';
import { changeStatus } from '../../services/statusChange';
import { timestampText } from '../time';
import type { ApplicationChannel, ApplicationStatus, Database, Language } from '../types';
import { newApplicationMails, statusMessageBuilder } from '../../services/applicationMail';
import { acceptResume } from '../../services/files';
import { CONSENT_NOTICE_VERSION } from '../../services/pipelineTexts';

/** A one-page PDF resume with a few lines of text (valid cross-reference table included). */
export function demoResumePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escape(lines[0] ?? '')}) Tj`,
    '/F1 11 Tf',
    ...lines.slice(1).map((line) => `0 -20 Td (${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface DemoApplicant {
  name: string;
  email: string;
  phone: string;
  gender: 'Male' | 'Female';
  message: string;
  /** Index into the seeded jobs, newest first. */
  job: number;
  status: ApplicationStatus;
  /** Whether the applicant was sent the status's message. */
  messaged: boolean;
  experience: string;
  /** The language of the page the applicant wrote from (English when absent). */
  language?: Language;
}

const DEMO_APPLICANTS: DemoApplicant[] = [
  {
    name: 'Ramesh Solanki',
    email: 'ramesh.solanki@example.com',
    phone: '+91 98250 11223',
    gender: 'Male',
    message: 'ITI welder with six years of pipeline work in Jamnagar. Passport ready.',
    job: 0,
    status: 'Interview',
    messaged: true,
    experience: '6 years, pipeline welding (TIG/MIG)',
    language: 'gu',
  },
  {
    name: 'Ramesh Solanki',
    email: 'Ramesh.Solanki@example.com',
    phone: '98250-11223',
    gender: 'Male',
    message: 'Also interested in this role if the welding job is filled.',
    job: 2,
    status: 'New',
    messaged: false,
    experience: '6 years, pipeline welding (TIG/MIG)',
  },
  {
    name: 'Priya Desai',
    email: 'priya.desai@example.com',
    phone: '+91 97230 44556',
    gender: 'Female',
    message: 'Hotel management graduate, two years in housekeeping at a 4-star hotel.',
    job: 1,
    status: 'Offered',
    messaged: true,
    experience: '2 years, hotel housekeeping supervisor',
  },
  {
    name: 'Imran Shaikh',
    email: 'imran.shaikh@example.com',
    phone: '+91 90990 77889',
    gender: 'Male',
    message: 'Heavy vehicle driver with a GCC licence.',
    job: 3,
    status: 'Placed',
    messaged: true,
    experience: '8 years, heavy vehicle driving',
  },
  {
    name: 'Neha Patel',
    email: 'neha.patel@example.com',
    phone: '+91 99789 12121',
    gender: 'Female',
    message: 'Accounts assistant, Tally and GST returns.',
    job: 4,
    status: 'Screening',
    messaged: false,
    experience: '3 years, accounts and payroll',
  },
  {
    name: 'Vijay Thakor',
    email: 'vijay.thakor@example.com',
    phone: '+91 95120 33445',
    gender: 'Male',
    message: 'Electrician, wiring and panel work.',
    job: 0,
    status: 'Rejected',
    messaged: true,
    experience: '1 year, building wiring',
  },
  {
    name: 'Kavita Rathod',
    email: '',
    phone: '+91 98980 56565',
    gender: 'Female',
    message: 'Please call me in the evening.',
    job: 5,
    status: 'Withdrawn',
    messaged: false,
    experience: '4 years, retail sales',
  },
  {
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.com',
    phone: '',
    gender: 'Male',
    message: 'Fresh graduate looking for a start in logistics.',
    job: 6,
    status: 'New',
    messaged: false,
    experience: 'Fresher',
  },
];

const DEMO_STAFF = 'Administrator <staff@agency.example>';
const DEMO_MAIL_CONFIG = { staffNotifyEmail: 'staff@agency.example', retentionDays: 365 };

/**
 * Demo applications over the pipeline's statuses (one candidate applying twice, one without e-mail),
 * each with a generated PDF resume, history and the messages they caused. The demo messages are
 * marked as already sent (one as failed) so that a server started with SMTP_URL never e-mails the
 * made-up addresses.
 */
const DEMO_CHANNELS: ApplicationChannel[] = ['whatsapp', 'google_jobs', 'direct', 'job_alert', 'walk_in'];

export async function seedDemoApplications(db: Kysely<Database>): Promise<void> {
  const jobs = await db.selectFrom('jobs').select('id').orderBy('id', 'desc').execute();
  if (jobs.length === 0) return;
  const created: Array<{ id: number; applicant: DemoApplicant }> = [];
  for (const applicant of DEMO_APPLICANTS) {
    const job = jobs[applicant.job % jobs.length];
    const resume = acceptResume({
      kind: 'uploaded-file',
      fieldName: 'resume',
      clientFileName: 'resume.pdf',
      data: demoResumePdf([
        applicant.name,
        `E-mail: ${applicant.email || '-'}   Phone: ${applicant.phone || '-'}`,
        `Experience: ${applicant.experience}`,
        applicant.message,
      ]),
    });
    const fields = {
      name: applicant.name,
      email: applicant.email,
      phone: applicant.phone,
      gender: applicant.gender,
      title: '',
      message: applicant.message,
    };
    const result = await applyForJob(db, {
      jobId: job.id,
      applicant: fields,
      resume,
      consentVersion: CONSENT_NOTICE_VERSION,
      // The demo spreads its applications over the channels staff will meet.
      channel: DEMO_CHANNELS[created.length % DEMO_CHANNELS.length],
      now: new Date(),
      language: applicant.language ?? 'en',
      mails: (application) =>
        newApplicationMails(
          DEMO_MAIL_CONFIG,
          { ...fields, language: applicant.language ?? 'en' },
          application,
        ),
    });
    if (result.outcome === 'created') created.push({ id: result.id, applicant });
  }
  for (const { id, applicant } of created) {
    if (applicant.status === 'New') continue;
    const path: ApplicationStatus[] =
      applicant.status === 'Offered' || applicant.status === 'Placed'
        ? [
            'Screening',
            'Interview',
            ...(applicant.status === 'Placed' ? (['Offered'] as const) : []),
            applicant.status,
          ]
        : applicant.status === 'Interview'
          ? ['Screening', 'Interview']
          : [applicant.status];
    for (const [index, status] of path.entries()) {
      const last = index === path.length - 1;
      await changeStatus(db, {
        ids: [id],
        status,
        changedBy: DEMO_STAFF,
        messageFor: last && applicant.messaged ? await statusMessageBuilder(db, status) : undefined,
      });
    }
  }
  const sentAt = timestampText();
  await db
    .updateTable('outbox')
    .set({ status: 'sent', attempts: 1, sent_at: sentAt })
    .where('status', '=', 'pending')
    .execute();
  const rejected = await db
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'status-change')
    .where('to_address', '=', 'vijay.thakor@example.com')
    .executeTakeFirst();
  if (rejected) {
    await db
      .updateTable('outbox')
      .set({
        status: 'failed',
        attempts: 8,
        sent_at: null,
        last_error: '550 5.1.1 Mailbox unavailable (demo message)',
      })
      .where('id', '=', rejected.id)
      .execute();
  }
}
