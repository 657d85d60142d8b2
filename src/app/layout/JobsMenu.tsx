import { Link as RouterLink, useLocation } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { jobLinks } from './publicNav';
import layoutText from '../../i18n/compiled/en/layout';
import { useT } from '../../i18n';

/** The header's Jobs menu (keyboard: arrows move, Enter opens, Escape closes and returns focus). */
export default function JobsMenu({
  id,
  labelledBy,
  anchorEl,
  onClose,
}: {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const t = useT(layoutText);
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': labelledBy }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {jobLinks.map((link) => (
        <MenuItem
          key={link.to}
          component={RouterLink}
          to={link.to}
          selected={pathname === link.to}
          onClick={onClose}
          sx={{ minWidth: 180 }}
        >
          {t(link.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
