import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { useAgency } from '../../shared/agency/agencyApi';
import { addressLines, currentCertificate, telHref } from '../../shared/agency/agencyFormat';
import layoutText from '../../i18n/compiled/en/layout';
import { LOCALE_INFO, useFormat, useT } from '../../i18n';
import { paths } from '../../routes/paths';
import SocialLinks from '../../components/SocialLinks';
import LanguageSwitcher from '../../i18n/LanguageSwitcher';
import BrandLogo from './BrandLogo';
import { containerStyle } from './containerStyle';
import { SubscribeForm } from '../../features/subscribers';

/** The footer's quick links; each `label` is a key of the `layout` texts. */
const footerLinks = [
  { label: 'home', to: paths.home },
  { label: 'aboutUs', to: paths.about },
  { label: 'blog', to: paths.blog },
  { label: 'contact', to: paths.contact },
  { label: 'domesticJobs', to: paths.domestic },
  { label: 'internationalJobs', to: paths.international },
  { label: 'verifyUs', to: paths.verify },
] as const;

/*
 * Plain elements under one class (the parts by short class names under it), like the header: the footer is
 * on every public page and hydrates on a slow phone too. It looks as the MUI Grid, Typography, Stack and
 * Links it replaces (12 columns with the same spans and spacing, the theme's body text).
 */
const FooterRoot = styled('footer')(({ theme }) => ({
  ...theme.typography.body1,
  backgroundColor: '#061f4d',
  color: theme.palette.common.white,
  padding: '48px 0 24px',
  [theme.breakpoints.up('md')]: { paddingTop: 64 },
  '& .pf-container': containerStyle(theme),
  '& .pf-grid': {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: 32,
    [theme.breakpoints.up('md')]: { gap: 48 },
  },
  '& .pf-about': { gridColumn: 'span 12', [theme.breakpoints.up('md')]: { gridColumn: 'span 4' } },
  '& .pf-links': { gridColumn: 'span 6', [theme.breakpoints.up('md')]: { gridColumn: 'span 2' } },
  '& .pf-contact, & .pf-alerts': {
    gridColumn: 'span 12',
    [theme.breakpoints.up('sm')]: { gridColumn: 'span 6' },
    [theme.breakpoints.up('md')]: { gridColumn: 'span 3' },
  },
  '& .pf-about-text': { margin: '16px 0 0', color: 'rgba(255,255,255,0.82)', maxWidth: 340 },
  '& .pf-social': { marginTop: 20 },
  '& .pf-heading': { margin: '0 0 16px', fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.5 },
  '& .pf-list': {
    display: 'flex',
    flexDirection: 'column',
    gap: 10,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  '& .pf-link': {
    color: 'rgba(255,255,255,0.88)',
    textDecoration: 'none',
    '&:hover': { color: theme.palette.common.white, textDecoration: 'underline' },
  },
  '& .pf-email': { overflowWrap: 'anywhere' },
  '& .pf-address': { display: 'flex', flexDirection: 'column', gap: 10, fontStyle: 'normal' },
  '& .pf-row': { display: 'flex', alignItems: 'center', gap: 8 },
  '& .pf-row-top': { alignItems: 'flex-start' },
  '& .pf-icon': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
  '& .pf-row-top .pf-icon': { marginTop: 2 },
  '& .pf-address-lines': { color: 'rgba(255,255,255,0.88)' },
  '& .pf-alerts-text': { margin: '0 0 16px', color: 'rgba(255,255,255,0.82)', fontSize: '0.95rem' },
  '& .pf-bottom': {
    borderTop: '1px solid rgba(255,255,255,0.16)',
    marginTop: 48,
    paddingTop: 24,
    textAlign: 'center',
    color: 'rgba(255,255,255,0.75)',
    fontSize: '0.9rem',
  },
  '& .pf-legal': { margin: '0 0 8px' },
  '& .pf-languages': { justifyContent: 'center', marginBottom: 8 },
}));

/** Material Icons' Phone, Email and Place. */
const ICONS = {
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  email:
    'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
  place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
};
const Icon = ({ path }: { path: string }) => (
  <svg className="pf-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** Public footer: links, contact details, social links and the subscribe form. */
export default function PublicFooter() {
  const agency = useAgency();
  const t = useT(layoutText);
  const format = useFormat();
  const phones = agency?.phones ?? [];
  const address = addressLines(agency?.address, LOCALE_INFO[format.locale].intl);
  const certificate = currentCertificate(agency);
  const hasContact = phones.length > 0 || Boolean(agency?.email) || address.length > 0;
  return (
    <FooterRoot>
      <div className="pf-container">
        <div className="pf-grid">
          <div className="pf-about">
            <BrandLogo tone="light" />
            <p className="pf-about-text">{t('footerAbout')}</p>
            <div className="pf-social">
              <SocialLinks tone="light" />
            </div>
          </div>
          <div className="pf-links">
            <h2 className="pf-heading">{t('quickLinks')}</h2>
            <ul className="pf-list">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to} className="pf-link">
                    {t(link.label)}
                  </RouterLink>
                </li>
              ))}
              <li>
                {/* The job seeker's pages are the server's (no app route): a full page load. */}
                <RouterLink to={paths.myApplications} reloadDocument className="pf-link">
                  {t('myApplications')}
                </RouterLink>
              </li>
            </ul>
          </div>
          {hasContact && (
            <div className="pf-contact">
              <h2 className="pf-heading">{t('getInTouch')}</h2>
              <address className="pf-address">
                {phones.map((phone) => (
                  <div key={phone} className="pf-row">
                    <Icon path={ICONS.phone} />
                    <a href={telHref(phone)} className="pf-link">
                      {phone}
                    </a>
                  </div>
                ))}
                {agency?.email && (
                  <div className="pf-row">
                    <Icon path={ICONS.email} />
                    <a href={`mailto:${agency.email}`} className="pf-link pf-email">
                      {agency.email}
                    </a>
                  </div>
                )}
                {address.length > 0 && (
                  <div className="pf-row pf-row-top">
                    <Icon path={ICONS.place} />
                    <div className="pf-address-lines">
                      {address.map((line) => (
                        <div key={line}>{line}</div>
                      ))}
                    </div>
                  </div>
                )}
              </address>
            </div>
          )}
          <div className="pf-alerts">
            <h2 className="pf-heading">{t('jobAlerts')}</h2>
            <p className="pf-alerts-text">{t('jobAlertsText')}</p>
            <SubscribeForm />
          </div>
        </div>
        <div className="pf-bottom">
          {(agency?.msmeNumber || certificate) && (
            <p className="pf-legal">
              {agency?.msmeNumber && t('msme', { number: agency.msmeNumber })}
              {agency?.msmeNumber && certificate && ' · '}
              {certificate &&
                (certificate.validUntil
                  ? t('certificateUntil', {
                      number: certificate.number,
                      date: format.calendarDate(certificate.validUntil),
                    })
                  : t('certificate', { number: certificate.number }))}
            </p>
          )}
          <LanguageSwitcher tone="light" label="languageMenu" className="pf-languages" />
          {t('copyright', { year: String(new Date().getFullYear()), name: agency?.name ?? '' })}
        </div>
      </div>
    </FooterRoot>
  );
}
