import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { alpha, styled } from '@mui/material/styles';
import { paths } from '../../routes/paths';
import LanguageSwitcher from '../../i18n/LanguageSwitcher';
import BrandLogo from './BrandLogo';
import { containerStyle } from './containerStyle';
import { laterLinks, mainLinks, useLoginLink } from './publicNav';
import layoutText from '../../i18n/compiled/en/layout';
import { useT } from '../../i18n';

/* The phone drawer and the Jobs menu load on first use (the Jobs menu is prefetched on hover or focus). */
const loadJobsMenu = () => import(/* webpackChunkName: "jobs-menu" */ './JobsMenu');
const JobsMenu = lazy(loadJobsMenu);
const PublicDrawer = lazy(() => import(/* webpackChunkName: "public-drawer" */ './PublicDrawer'));
const prefetchJobsMenu = () => {
  void loadJobsMenu();
};

/*
 * The header is on every public page and hydrates first, on a slow phone too: it is plain elements styled
 * by one class (its parts by short class names under it) instead of an AppBar, a Toolbar and nine MUI
 * Buttons, whose styles React computed element by element while hydrating (`npm run bench:phone`). It
 * looks as those did: the theme's colours, the Button's text and contained looks, the lg container.
 */
const HeaderRoot = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  backgroundColor: 'rgba(255,255,255,0.97)',
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .ph-container': containerStyle(theme),
  '& .ph-bar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 16,
    minHeight: 64,
    [theme.breakpoints.up('md')]: { minHeight: 72 },
  },
  '& .ph-space': { flexGrow: 1 },
  // Links on wide screens only (hidden below md, as the MUI `display` breakpoints did).
  '& .ph-nav, & .ph-languages': {
    display: 'flex',
    alignItems: 'center',
    [theme.breakpoints.down('md')]: { display: 'none' },
  },
  '& .ph-nav': { gap: 4 },
  '& .ph-languages': { gap: 8, fontSize: '0.875rem' },
  '& .ph-link, & .ph-login': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    border: 0,
    cursor: 'pointer',
    textDecoration: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 250ms, color 250ms',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .ph-link': {
    padding: '6px 12px',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    fontWeight: 600,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&.active': { color: theme.palette.primary.main, backgroundColor: 'rgba(11,61,145,0.08)' },
  },
  '& .ph-icon': { width: 20, height: 20, marginLeft: 8, marginRight: -4, fill: 'currentColor' },
  '& .ph-login': {
    marginLeft: 12,
    padding: '6px 24px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
  '& .ph-menu': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 8,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.primary.dark,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
    [theme.breakpoints.up('md')]: { display: 'none' },
  },
}));

/** Material Icons' KeyboardArrowDown and Menu. */
const ARROW_DOWN = 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z';
const MENU = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const icon = (path: string, className?: string) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** Public top navigation: links on wide screens, a drawer behind a menu button on phones. */
export default function PublicHeader() {
  const { pathname } = useLocation();
  /*
   * The Jobs menu and the drawer are open on the page they were opened on: a navigation closes them in the
   * same render as the new page, and each is a new instance per page (`key`), so no closing animation of a
   * page left behind can keep its layer over the new one (a layer that stays catches every click).
   */
  const [jobsMenu, setJobsMenu] = useState<{ anchor: HTMLElement; path: string } | null>(null);
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const jobsAnchor = jobsMenu?.path === pathname ? jobsMenu.anchor : null;
  const drawerOpen = drawerOpenOn === pathname;
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [jobsMenuRequested, setJobsMenuRequested] = useState(false);
  const jobsMenuId = useId();
  const jobsButtonId = useId();
  const onJobsPage = pathname === paths.domestic || pathname === paths.international;

  const closeDrawer = () => setDrawerOpenOn(null);
  const loginLink = useLoginLink();
  const t = useT(layoutText);

  return (
    <HeaderRoot>
      <div className="ph-container">
        <div className="ph-bar">
          <BrandLogo />
          <div className="ph-space" />
          <nav aria-label={t('mainNav')} className="ph-nav">
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className="ph-link">
                {t(link.label)}
              </NavLink>
            ))}
            <button
              type="button"
              id={jobsButtonId}
              aria-controls={jobsAnchor ? jobsMenuId : undefined}
              aria-haspopup="true"
              aria-expanded={jobsAnchor ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) => {
                setJobsMenuRequested(true);
                setJobsMenu({ anchor: event.currentTarget, path: pathname });
              }}
              onPointerEnter={prefetchJobsMenu}
              onFocus={prefetchJobsMenu}
              className={onJobsPage ? 'ph-link active' : 'ph-link'}
            >
              {t('jobs')}
              {icon(ARROW_DOWN, 'ph-icon')}
            </button>
            {jobsMenuRequested && (
              <Suspense fallback={null}>
                <JobsMenu
                  key={pathname}
                  id={jobsMenuId}
                  labelledBy={jobsButtonId}
                  anchorEl={jobsAnchor}
                  onClose={() => setJobsMenu(null)}
                />
              </Suspense>
            )}
            {laterLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className="ph-link">
                {t(link.label)}
              </NavLink>
            ))}
            {'component' in loginLink ? (
              <RouterLink to={paths.login} className="ph-login">
                {t('login')}
              </RouterLink>
            ) : (
              <a href={paths.login} className="ph-login">
                {t('login')}
              </a>
            )}
          </nav>
          <LanguageSwitcher className="ph-languages" />
          <button
            type="button"
            className="ph-menu"
            aria-label={t('openMenu')}
            aria-controls={drawerOpen ? 'public-drawer' : undefined}
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => {
              setDrawerRequested(true);
              setDrawerOpenOn(pathname);
            }}
          >
            {icon(MENU)}
          </button>
        </div>
      </div>
      {drawerRequested && (
        <Suspense fallback={null}>
          <PublicDrawer key={pathname} open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </HeaderRoot>
  );
}
