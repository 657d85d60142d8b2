import { screen, within } from '@testing-library/react';
import BackupList from '../../../src/features/backups/admin/BackupList';
import BackupWarning from '../../../src/features/backups/admin/BackupWarning';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { adminState } from '../../utils/adminTestUtils';
import { fakeApi } from '../../utils/fakeApi';

describe('Backups screen', () => {
  it('lists the runs and backs up now', async () => {
    fakeApi.signIn();
    const { user } = renderWithProviders(<BackupList />, { route: '/backups', preloadedState: adminState() });
    expect(
      await screen.findByText(/Backups run once a day into \/var\/backups\/agency; the newest 7 are kept\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Succeeded')).toBeInTheDocument();
    expect(within(grid).getByText('2 KB')).toBeInTheDocument();
    expect(fakeApi.requests('runBackup')).toHaveLength(1);
  }, 20_000);

  it('says how to turn backups on when they are off', async () => {
    fakeApi.signIn();
    fakeApi.seed({
      backups: { enabled: false, directory: null, keep: 7, last_success_at: null, stale: true, runs: [] },
    });
    renderWithProviders(<BackupList />, { route: '/backups', preloadedState: adminState() });
    expect(
      await screen.findByText(/Backups are off: no backup directory is set\. Set BACKUP_DIR/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  });

  it('warns the back office when the last success is more than two days old', async () => {
    fakeApi.signIn();
    fakeApi.seed({
      backups: {
        enabled: true,
        directory: '/var/backups/agency',
        keep: 7,
        last_success_at: '2026-01-01 02:00:00',
        stale: true,
        runs: [],
      },
    });
    renderWithProviders(<BackupWarning backupsPath="/backups" />, { preloadedState: adminState() });
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(
      /The last successful backup finished .*2026.*, more than two days ago\./,
    );
    expect(within(warning).getByRole('link', { name: 'Open Backups' })).toHaveAttribute('href', '/backups');
  });
});
