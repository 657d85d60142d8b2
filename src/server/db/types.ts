import type { Generated, Insertable, Selectable } from 'kysely';

/** Tables as Kysely sees them. Timestamps are UTC text `YYYY-MM-DD HH:MM:SS` on both dialects. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  files: FilesTable;
  jobs: JobsTable;
  blog_posts: BlogPostsTable;
  team_members: TeamMembersTable;
  applications: ApplicationsTable;
  enquiries: EnquiriesTable;
  subscribers: SubscribersTable;
  content_versions: ContentVersionsTable;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

export type FileKind = 'image' | 'resume';

export interface FilesTable {
  /** sha256 of the content plus extension, e.g. `ab12….png`. */
  name: string;
  content_type: string;
  size: number;
  kind: FileKind;
  data: Buffer;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  location: string;
  salary: string;
  career_level: string;
  experience: string;
  qualification: string;
  category: '1' | '2';
  description: string;
  logo: string;
  created_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  description: string;
  photo: string;
  created_at: string;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  position: string;
  description: string;
  photo: string;
  created_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number | null;
  job_title: string;
  category: '1' | '2';
  career_level: string;
  experience: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
  title: string;
  message: string;
  resume: string | null;
  created_at: string;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  purpose: 'jobseeker' | 'employer';
  message: string;
  created_at: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

/** A counter per cached resource, bumped by every write so each process can tell its cache is stale. */
export interface ContentVersionsTable {
  resource: string;
  version: number;
}

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type UserRow = Selectable<UsersTable>;
