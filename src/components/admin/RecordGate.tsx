import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { PageLoading } from '../PageLoading';

/** The id in an edit or view route, or null when it is not a positive whole number. */
export const parseRecordId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
};

export interface RecordGateProps<T> {
  /** False on create screens: the children render at once with no record. */
  editing: boolean;
  /** False when the route's id is not a number (answered as "not found" without asking the server). */
  validId: boolean;
  query: { data?: T; isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown };
  /** E.g. "job" in "This job was not found." */
  noun: string;
  listPath: string;
  listLabel: string;
  children: (record: T | undefined) => ReactNode;
}

/**
 * Loads the record of an edit/view screen: a spinner while loading, a clear "not found" message with a
 * link back when it does not exist, nothing while the app-wide server-down view covers a 5xx.
 */
export function RecordGate<T>({
  editing,
  validId,
  query,
  noun,
  listPath,
  listLabel,
  children,
}: RecordGateProps<T>) {
  if (!editing) return <>{children(undefined)}</>;
  const status = isApiError(query.error) ? query.error.status : undefined;
  const serverTrouble =
    status !== undefined && (status >= 500 || status === NETWORK_ERROR_STATUS || status === 401);
  if (validId && (query.isLoading || (query.isFetching && !query.data))) return <PageLoading />;
  if (validId && query.data) return <>{children(query.data)}</>;
  if (validId && serverTrouble) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={listPath} color="inherit" size="small">
          Back to {listLabel}
        </Button>
      }
    >
      <AlertTitle>Not found</AlertTitle>
      This {noun} was not found. It may have been deleted.
    </Alert>
  );
}
