import { screen } from '@testing-library/react';
import { RowActions } from '../../../src/components/admin/RowActions';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('RowActions', () => {
  it('links to the edit screen and deletes, each named for the row and titled with its purpose', async () => {
    const onDelete = jest.fn();
    const { user, history } = renderWithProviders(
      <RowActions
        to="/edit-jobs/7"
        linkLabel="Edit Cook"
        deleteLabel="Delete Cook"
        onDelete={onDelete}
        tabIndex={-1}
      />,
    );
    const link = screen.getByRole('link', { name: 'Edit Cook' });
    expect(link).toHaveAttribute('href', '/edit-jobs/7');
    expect(link).toHaveAttribute('title', 'Edit');
    expect(link).toHaveAttribute('tabindex', '-1');
    const remove = screen.getByRole('button', { name: 'Delete Cook' });
    expect(remove).toHaveAttribute('title', 'Delete');
    expect(remove).toHaveAttribute('type', 'button');
    await user.click(remove);
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.click(link);
    expect(history.location.pathname).toBe('/edit-jobs/7');
  });

  it('shows a view link, and no delete button to a person who may not delete', () => {
    renderWithProviders(
      <RowActions
        kind="view"
        to="/view-application/3"
        linkLabel="View application from Kiran"
        deleteLabel="Delete application from Kiran"
      />,
    );
    expect(screen.getByRole('link', { name: 'View application from Kiran' })).toHaveAttribute(
      'title',
      'View',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
