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
import { paths } from '../paths';
import BrandLogo from './BrandLogo';
import { jobLinks, laterLinks, mainLinks } from './publicNav';

/** The phone navigation: a drawer from the right with every public link. */
export default function PublicDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const isCurrent = (to: string) => pathname.toLowerCase() === to;
  const item = (link: { label: string; to: string }, nested = false) => (
    <ListItemButton
      key={link.to}
      component={RouterLink}
      to={link.to}
      onClick={onClose}
      selected={isCurrent(link.to)}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={link.label} primaryTypographyProps={{ fontWeight: 600 }} />
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
        <IconButton aria-label="Close menu" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main">
        <List>
          {mainLinks.map((link) => item(link))}
          <ListSubheader component="div" sx={{ lineHeight: '36px', color: 'text.secondary' }}>
            Jobs
          </ListSubheader>
          {jobLinks.map((link) => item(link, true))}
          {laterLinks.map((link) => item(link))}
        </List>
        <Box sx={{ px: 2 }}>
          <Button component={RouterLink} to={paths.login} onClick={onClose} variant="contained" fullWidth>
            Login
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
