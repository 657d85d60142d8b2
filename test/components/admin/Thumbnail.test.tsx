import { fireEvent, render, screen } from '@testing-library/react';
import { Thumbnail } from '../../../src/components/admin/Thumbnail';

describe('Thumbnail', () => {
  it('shows the stored image, lazily, at its size', () => {
    render(<Thumbnail path="/files/logo.png" alt="Cook logo" size={64} variant="rounded" />);
    const image = screen.getByRole('img', { name: 'Cook logo' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', expect.stringContaining('logo.png'));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '64');
  });

  it('shows a picture icon named like the image when there is none, or when it cannot be loaded', () => {
    const { rerender } = render(<Thumbnail path={null} alt="Photo of Asha" />);
    expect(screen.getByRole('img', { name: 'Photo of Asha' }).tagName.toLowerCase()).toBe('svg');
    rerender(<Thumbnail path="/files/gone.png" alt="Photo of Asha" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Asha' }));
    expect(screen.getByRole('img', { name: 'Photo of Asha' }).tagName.toLowerCase()).toBe('svg');
    // Another image (the row now shows another person) is tried again.
    rerender(<Thumbnail path="/files/other.png" alt="Photo of Ravi" />);
    expect(screen.getByRole('img', { name: 'Photo of Ravi' }).tagName).toBe('IMG');
  });
});
