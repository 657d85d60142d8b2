import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../routes/paths';
import LanguageSwitcher from '../../i18n/LanguageSwitcher';
import BrandLogo from './BrandLogo';
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

const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: 2,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(11,61,145,0.08)' },
} as const;

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
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.97)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label={t('mainNav')}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {mainLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end sx={navButtonSx}>
                {t(link.label)}
              </Button>
            ))}
            <Button
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
              endIcon={<KeyboardArrowDown />}
              className={onJobsPage ? 'active' : undefined}
              sx={navButtonSx}
            >
              {t('jobs')}
            </Button>
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
              <Button key={link.to} component={NavLink} to={link.to} sx={navButtonSx}>
                {t(link.label)}
              </Button>
            ))}
            <Button {...loginLink} variant="contained" sx={{ ml: 1.5, px: 3 }}>
              {t('login')}
            </Button>
          </Box>
          <LanguageSwitcher sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, fontSize: '0.875rem' }} />
          <IconButton
            aria-label={t('openMenu')}
            aria-controls={drawerOpen ? 'public-drawer' : undefined}
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => {
              setDrawerRequested(true);
              setDrawerOpenOn(pathname);
            }}
            sx={{ display: { md: 'none' }, color: 'primary.dark' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerRequested && (
        <Suspense fallback={null}>
          <PublicDrawer key={pathname} open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </AppBar>
  );
}
