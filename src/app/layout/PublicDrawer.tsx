import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Close from '@mui/icons-material/Close';
import BrandLogo from './BrandLogo';
import { jobLinks, laterLinks, mainLinks, useLoginLink } from './publicNav';
import layoutText from '../../i18n/compiled/en/layout';
import { useT } from '../../i18n';

import LanguageSwitcher from '../../i18n/LanguageSwitcher';

/** The phone navigation: a drawer from the right with every public link. */
export default function PublicDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const loginLink = useLoginLink();
  const t = useT(layoutText);
  const isCurrent = (to: string) => pathname.toLowerCase() === to;
  const item = (
    link: { label: 'home' | 'about' | 'domestic' | 'international' | 'blog' | 'contact'; to: string },
    nested = false,
  ) => (
    <ListItemButton
      key={link.to}
      component={RouterLink}
      to={link.to}
      onClick={onClose}
      selected={isCurrent(link.to)}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={t(link.label)} primaryTypographyProps={{ fontWeight: 600 }} />
    </ListItemButton>
  );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ id: 'public-drawer', sx: { width: 290 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo />
        <IconButton aria-label={t('closeMenu')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('mainNav')}>
        <List>
          {mainLinks.map((link) => item(link))}
          <ListSubheader component="div" sx={{ lineHeight: '36px', color: 'text.secondary' }}>
            {t('jobs')}
          </ListSubheader>
          {jobLinks.map((link) => item(link, true))}
          {laterLinks.map((link) => item(link))}
        </List>
        <Box sx={{ px: 2 }}>
          <Button {...loginLink} onClick={onClose} variant="contained" fullWidth>
            {t('login')}
          </Button>
        </Box>
      </Box>
      <Divider sx={{ mt: 2 }} />
      <LanguageSwitcher sx={{ px: 2, py: 1, flexWrap: 'wrap' }} />
    </Drawer>
  );
}
