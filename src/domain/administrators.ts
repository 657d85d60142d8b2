/**
 * The agency always keeps one enabled Administrator who can sign in: a change that would leave none is
 * refused (by the server, which counts under a lock) and said at once on the Staff screen (from its list).
 * A pending invitation does not count: nobody can sign in with it yet.
 */
export function leavesNoAdministrator(
  /** The ids of the enabled Administrators who have accepted their invitation. */
  administratorIds: readonly number[],
  id: number,
  change: { role: string; enabled: boolean },
): boolean {
  const staysAdministrator = change.role === 'admin' && change.enabled;
  return (
    !staysAdministrator && administratorIds.length > 0 && administratorIds.every((other) => other === id)
  );
}
