import { roleNames, type StaffRole } from '../../../api/roles';
import type { ConfirmOptions } from '../../../components/dialogs/DialogProvider';
import type { StaffMember } from '../staffApi';

/** What each role may use, as the README's Staff roles table says it. */
const ROLE_SCOPES: Record<StaffRole, string> = {
  admin: 'everything, including the staff accounts, the audit trail, mail templates and erasing a candidate',
  recruiter: 'jobs, applications, enquiries, subscribers and the outbox',
  editor: 'the blog and the team, and read the jobs',
  accounts: "invoices and credit notes (no applicants' personal data)",
};

/** "an Administrator", "a Recruiter", "an Editor". */
const withArticle = (role: StaffRole) =>
  `${/^[AEIOU]/.test(roleNames[role]) ? 'an' : 'a'} ${roleNames[role]}`;

/** "1 session", "2 sessions". */
const sessionsText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/** The question before a person's role changes: "Make Asha an Administrator?", and what they may use then. */
export function roleChangeQuestion(
  person: Pick<StaffMember, 'name' | 'role'>,
  role: StaffRole,
): ConfirmOptions {
  return {
    title: `Make ${person.name} ${withArticle(role)}?`,
    text: `${person.name} is ${withArticle(person.role)} now. As ${withArticle(role)} they may use ${ROLE_SCOPES[role]}. The change applies at once, in the sessions they have open too.`,
    confirmText: `Yes, make them ${withArticle(role)}`,
  };
}

/**
 * The question before an account is disabled: "Disable Ravi?", with how many sessions that ends now (the
 * Staff list's count; without it, "any sessions").
 */
export function disableQuestion(person: Pick<StaffMember, 'name' | 'sessions'>): ConfirmOptions {
  const sessions = person.sessions;
  const ends =
    sessions === undefined
      ? 'This ends any sessions they have open now'
      : sessions === 0
        ? 'They have no session open now'
        : `This ends their ${sessionsText(sessions)} now`;
  return {
    title: `Disable ${person.name}?`,
    text: `${ends}, and they can no longer sign in. You can enable the account again later.`,
    confirmText: 'Yes, disable',
  };
}
