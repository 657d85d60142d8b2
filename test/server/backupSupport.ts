import { createHash } from 'node:crypto';
import { archiveIndex } from '../../src/server/db/archive';
import { multipart, pdfResume, type TestServer } from './helpers';

/** What the backup tests share: an application with a PDF resume, and the hashes an archive holds. */

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface Acknowledged {
  reference: string;
  resumeHash: string;
  /** When the 200 arrived (ms since epoch). */
  at: number;
}

export async function apply(server: TestServer, jobId: number, n: number): Promise<Acknowledged | undefined> {
  const resume = pdfResume(`drill resume ${n} ${Math.random()}`);
  const body = multipart(
    {
      job_id: String(jobId),
      title: 'Welder',
      gender: 'Male',
      name: `Drill Applicant ${n}`,
      email: `drill${n}@example.com`,
      phone: `+91 98250 ${String(10000 + n).slice(-5)}`,
      consent: '2026-05',
    },
    [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: resume }],
  );
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/applications/store',
    headers: body.headers,
    payload: body.payload,
  });
  if (response.statusCode !== 200) return undefined;
  const reference = /SMS-\d{4}-\d{6}/.exec((response.json() as { message: string }).message)?.[0];
  if (!reference) throw new Error(`No reference in ${response.body}`);
  return { reference, resumeHash: sha256(resume), at: Date.now() };
}

/** The SHA-256 of each stored file, by name, from the archive's index. */
export async function storedFileHashes(archive: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for await (const entry of archiveIndex(archive))
    if (entry.part.startsWith('files/')) hashes.set(entry.part.slice('files/'.length), entry.sha256);
  return hashes;
}
