/** Public entry of the backups feature: the back office's stale-backup warning. */
export { default as BackupWarning } from './admin/BackupWarning';
