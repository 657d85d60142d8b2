import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isSitePage, useClientLinks } from '../../src/shared/clientLinks';
import { LocaleProvider } from '../../src/i18n';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search + location.hash}</output>;
}

/** Plain links in a container (as server HTML kept as it came), and the router's location. */
function Links() {
  const onClick = useClientLinks();
  return (
    <div onClick={onClick}>
      <a href="/contact?from=job">Contact</a>
      <a href="/job-detail/12#overview">Another job</a>
      <a href="/api/files/resume.pdf">A file</a>
      <a href="https://example.org/visa">Elsewhere</a>
      <a href="/about" target="_blank" rel="noreferrer">
        New tab
      </a>
      <a href="/gu/contact">ગુજરાતી</a>
      <a href="/about" download>
        Download
      </a>
      <a href="#main-content">Skip</a>
      <Where />
    </div>
  );
}

const renderLinks = (start = '/job-detail/10') =>
  render(
    <LocaleProvider locale="en">
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="*" element={<Links />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );

/** Clicks a link; true when the browser would follow it itself (the click was not prevented). */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), init);

describe('useClientLinks', () => {
  it('knows the public site’s pages', () => {
    expect(isSitePage('/contact')).toBe(true);
    expect(isSitePage('/job-detail/12')).toBe(true);
    expect(isSitePage('/api/files/resume.pdf')).toBe(false);
    expect(isSitePage('/dashboard')).toBe(false);
  });

  it('turns a link to a page of the site into a client navigation, query and anchor kept', () => {
    renderLinks();
    expect(click('Contact')).toBe(false);
    expect(screen.getByLabelText('where')).toHaveTextContent('/contact?from=job');
    expect(click('Another job')).toBe(false);
    expect(screen.getByLabelText('where')).toHaveTextContent('/job-detail/12#overview');
  });

  it('leaves every other click to the browser', () => {
    renderLinks();
    expect(click('A file')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(click('New tab')).toBe(true);
    expect(click('ગુજરાતી')).toBe(true);
    expect(click('Download')).toBe(true);
    expect(click('Skip')).toBe(true);
    expect(click('Contact', { ctrlKey: true })).toBe(true);
    expect(click('Contact', { button: 1 })).toBe(true);
    expect(screen.getByLabelText('where')).toHaveTextContent('/job-detail/10');
  });
});
