import { formatDateTime } from '../../../components/admin/formatDate';
import type { BackupOverview } from '../backupsApi';

/** The back office's warning when no backup has succeeded in the last two days. */
export function staleBackupText(overview: BackupOverview): string {
  if (!overview.enabled) return 'Backups are off, so nothing protects the data if this machine fails.';
  return overview.last_success_at
    ? `The last successful backup finished ${formatDateTime(overview.last_success_at)}, more than two days ago.`
    : 'No backup has succeeded in the two days since the first one was tried.';
}

/** "1.4 MB", "820 KB". */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
