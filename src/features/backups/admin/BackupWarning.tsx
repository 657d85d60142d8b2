import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useListBackupsQuery } from '../backupsApi';
import { staleBackupText } from './backupTexts';

/** The back office asks again for the backups' state this often. */
const WARNING_POLL_MS = 10 * 60 * 1000;

/** A warning above every staff screen when no backup has succeeded in the last two days. */
export default function BackupWarning({ backupsPath }: { backupsPath: string }) {
  const { data } = useListBackupsQuery(undefined, { pollingInterval: WARNING_POLL_MS });
  if (!data?.stale) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="status">
      {staleBackupText(data)}{' '}
      <Link component={RouterLink} to={backupsPath}>
        Open Backups
      </Link>
    </Alert>
  );
}
