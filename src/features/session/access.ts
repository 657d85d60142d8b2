import { useAppSelector } from '../../shared/hooks';
import { roleAllows, type StaffOperation } from '../../api/roles';
import { selectUser } from '../../shared/sessionSlice';

/**
 * True when the signed-in person's role may use the operation (the contract's `x-roles`, generated into
 * src/api/roles.ts); the server answers 403 otherwise, so the SPA hides what would be refused.
 */
export function useRoleAllows(operation: StaffOperation): boolean {
  const user = useAppSelector(selectUser);
  return roleAllows(user?.roll, operation);
}

/** The same check for several operations at once, in order. */
export function useRoleAllowsEach(operations: readonly StaffOperation[]): boolean[] {
  const user = useAppSelector(selectUser);
  return operations.map((operation) => roleAllows(user?.roll, operation));
}
