import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../app/paths';
import BrandLogo from './BrandLogo';

const mainLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
] as const;
const jobLinks = [
  { label: 'Domestic', to: paths.domestic },
  { label: 'International', to: paths.international },
] as const;
const laterLinks = [
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
] as const;

const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: 2,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(11,61,145,0.08)' },
} as const;

/** Public top navigation: links on wide screens, a drawer behind a menu button on phones. */
export default function PublicHeader() {
  const [jobsAnchor, setJobsAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const jobsMenuId = useId();
  const jobsButtonId = useId();
  const onJobsPage = pathname === paths.domestic || pathname === paths.international;
  const isCurrent = (to: string) => pathname.toLowerCase() === to;

  const closeDrawer = () => setDrawerOpen(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.97)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            {mainLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end sx={navButtonSx}>
                {link.label}
              </Button>
            ))}
            <Button
              id={jobsButtonId}
              aria-controls={jobsAnchor ? jobsMenuId : undefined}
              aria-haspopup="true"
              aria-expanded={jobsAnchor ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) => setJobsAnchor(event.currentTarget)}
              endIcon={<KeyboardArrowDown />}
              className={onJobsPage ? 'active' : undefined}
              sx={navButtonSx}
            >
              Jobs
            </Button>
            <Menu
              id={jobsMenuId}
              anchorEl={jobsAnchor}
              open={Boolean(jobsAnchor)}
              onClose={() => setJobsAnchor(null)}
              MenuListProps={{ 'aria-labelledby': jobsButtonId }}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
              transformOrigin={{ vertical: 'top', horizontal: 'left' }}
            >
              {jobLinks.map((link) => (
                <MenuItem
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  selected={isCurrent(link.to)}
                  onClick={() => setJobsAnchor(null)}
                  sx={{ minWidth: 180 }}
                >
                  {link.label}
                </MenuItem>
              ))}
            </Menu>
            {laterLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} sx={navButtonSx}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={paths.login} variant="contained" sx={{ ml: 1.5, px: 3 }}>
              Login
            </Button>
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-controls={drawerOpen ? 'public-drawer' : undefined}
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' }, color: 'primary.dark' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={drawerOpen} onClose={closeDrawer} PaperProps={{ id: 'public-drawer', sx: { width: 290 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo />
          <IconButton aria-label="Close menu" onClick={closeDrawer}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main">
          <List>
            {mainLinks.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={closeDrawer} selected={isCurrent(link.to)}>
                <ListItemText primary={link.label} primaryTypographyProps={{ fontWeight: 600 }} />
              </ListItemButton>
            ))}
            <ListSubheader component="div" sx={{ lineHeight: '36px', color: 'text.secondary' }}>
              Jobs
            </ListSubheader>
            {jobLinks.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={closeDrawer} selected={isCurrent(link.to)} sx={{ pl: 4 }}>
                <ListItemText primary={link.label} primaryTypographyProps={{ fontWeight: 600 }} />
              </ListItemButton>
            ))}
            {laterLinks.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={closeDrawer} selected={isCurrent(link.to)}>
                <ListItemText primary={link.label} primaryTypographyProps={{ fontWeight: 600 }} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ px: 2 }}>
            <Button component={RouterLink} to={paths.login} onClick={closeDrawer} variant="contained" fullWidth>
              Login
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
