import { messages } from '../../api/messages';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutline from '@mui/icons-material/MailOutline';
import Menu from '@mui/icons-material/Menu';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Search from '@mui/icons-material/Search';
import WorkOutline from '@mui/icons-material/WorkOutline';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { paths } from '../../routes/paths';
import { routesOf, type MenuRouteId, type RegisteredRoute } from '../../routes/registry';
import { matchRoute } from '../../routes/lists';
import { DIALOG_MS } from '../../shared/constants';
import { adminSearchChanged, selectAdminSearch, selectServerDown } from '../../shared/uiSlice';
import { selectUser, ServerNotices, useLogoutMutation } from '../../features/session';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { BrandMark } from '../../components/admin/BrandMark';
import { roleAllows, type StaffOperation } from '../../api/roles';
import ServerDown from '../../components/ServerDown';
import { BackupWarning } from '../../features/backups';

const DRAWER_WIDTH = 248;

/** The menu's icon of each section the registry names (by its route's id). */
const ICONS: Record<MenuRouteId, ReactNode> = {
  jobs: <WorkOutline />,
  blogList: <ArticleOutlined />,
  team: <GroupsOutlined />,
  clients: <BusinessOutlined />,
  placements: <HowToRegOutlined />,
  invoices: <ReceiptLongOutlined />,
  applications: <AssignmentIndOutlined />,
  dashboard: <InsightsOutlined />,
  enquiries: <MailOutline />,
  subscribers: <MarkEmailReadOutlined />,
  outbox: <OutboxOutlined />,
  mailTemplates: <EditNoteOutlined />,
  erasureRequests: <PersonRemoveOutlined />,
  staff: <ManageAccountsOutlined />,
  audit: <HistoryOutlined />,
  backups: <BackupOutlined />,
  account: <AccountCircleOutlined />,
};

interface Section {
  label: string;
  to: string;
  icon: ReactNode;
  /** The section's routes: its own and those of its create, edit and view screens. */
  routes: RegisteredRoute[];
  /** A list screen: the header search box filters its rows. */
  list: boolean;
  /** The operation the screen needs: the section shows only to roles whose `x-roles` allow it. */
  operation: StaffOperation;
}

/** The back office's menu, from the route registry: each staff route with a menu entry, in its order. */
export const SECTIONS: Section[] = routesOf('staff')
  .flatMap((route) =>
    route.menu && route.operation ? [{ ...route, menu: route.menu, operation: route.operation }] : [],
  )
  .sort((a, b) => a.menu.order - b.menu.order)
  .map((route) => ({
    label: route.menu.label,
    to: route.path,
    icon: ICONS[route.id as MenuRouteId],
    routes: routesOf('staff').filter((other) => other.id === route.id || other.section === route.id),
    list: route.menu.list === true,
    operation: route.operation,
  }));

/** The list screens, where the header search box filters the rows on screen. */
const LIST_PATHS: string[] = SECTIONS.filter((section) => section.list).map((section) => section.to);

/** True when `pathname` shows one of the section's screens. */
export const inSection = (pathname: string, section: Section) =>
  matchRoute(pathname, section.routes) !== undefined;

const stayOpen = () => undefined;

function Sidebar({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const user = useAppSelector(selectUser);
  const sections = SECTIONS.filter((section) => roleAllows(user?.roll, section.operation));
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ px: 2 }}>
        <Box
          component={RouterLink}
          to={paths.jobs}
          onClick={onNavigate}
          aria-label="Back office: jobs"
          sx={{ color: 'primary.main', textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
        >
          <BrandMark size={36} />
        </Box>
      </Toolbar>
      <List component="div" sx={{ px: 1.5, py: 1 }}>
        {sections.map((section) => {
          const selected = inSection(pathname, section);
          return (
            <ListItemButton
              key={section.to}
              component={RouterLink}
              to={section.to}
              onClick={onNavigate}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                '&.Mui-selected': {
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                  color: 'primary.dark',
                },
                '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.dark' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{section.icon}</ListItemIcon>
              <ListItemText
                primary={section.label}
                primaryTypographyProps={{ fontWeight: selected ? 700 : 500 }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The back office's frame (SPEC §2): a permanent sidebar on desktop (a drawer on phones) with the logo to
 * /jobs and the sections; a header with the logo to /, a search box that filters the list on screen
 * (`ui.adminSearch`, shared with the list's own box) and the logout button. When the API is down the page
 * is replaced by the server-down view (the page stays mounted underneath, so typed data survives a retry).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // useNavigate's function changes with the location (and renders its user again): the frame gets one
  // that does not.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  });
  const goHome = useCallback(() => void latestNavigate.current(paths.home), []);
  return (
    <AdminFrame pathname={pathname} goHome={goHome}>
      {children}
    </AdminFrame>
  );
}

/** The header's search box: the one part of the frame a keystroke renders again. */
function HeaderSearch() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectAdminSearch);
  return (
    <InputBase
      type="search"
      placeholder="Search…"
      value={search}
      onChange={(event) => dispatch(adminSearchChanged(event.target.value))}
      inputProps={{ 'aria-label': 'Search' }}
      sx={{ flex: 1, py: 0.5 }}
    />
  );
}

/**
 * The frame of AdminLayout, rendered again when the path changes, not when only the query does (a list's
 * page, sort or search kept in the URL) nor when a search is typed: those render the list alone.
 */
const AdminFrame = memo(function AdminFrame({
  pathname,
  goHome,
  children,
}: {
  pathname: string;
  goHome: () => void;
  children: ReactNode;
}) {
  const { confirm, notify } = useDialogs();
  const [logout] = useLogoutMutation();
  const user = useAppSelector(selectUser);
  const serverDown = useAppSelector(selectServerDown);
  // Open on the page it was opened on: a navigation closes it, and each page gets its own instance (`key`),
  // so no closing layer of it stays over the next screen.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const closeDrawer = useCallback(() => setDrawerOpenOn(null), []);

  const onListScreen = LIST_PATHS.includes(pathname);

  const onLogout = async () => {
    const confirmed = await confirm({
      title: messages.deleteConfirmTitle,
      text: 'You want to logout?',
      confirmText: 'Yes, logout',
      cancelText: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await logout().unwrap();
      goHome();
      await notify({ kind: 'success', title: messages.loggedOut, timerMs: DIALOG_MS });
    } catch {
      await notify({ kind: 'error', title: messages.logoutFailed });
    }
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <IconButton
            edge="start"
            aria-label="Open menu"
            aria-controls="admin-sidebar"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpenOn(pathname)}
            sx={{ display: { md: 'none' } }}
          >
            <Menu />
          </IconButton>
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label="Public website home"
            sx={{ color: 'primary.main', textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
          >
            <BrandMark size={32} showName={false} />
          </Box>
          {onListScreen ? (
            <Box
              role="search"
              sx={{
                display: 'flex',
                alignItems: 'center',
                flex: 1,
                maxWidth: 420,
                minWidth: 0,
                px: 1.5,
                borderRadius: 2,
                bgcolor: 'grey.100',
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Search fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />
              <HeaderSearch />
            </Box>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <Box sx={{ flex: { xs: 0, md: 1 } }} />
          {user && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'none', lg: 'block' } }}
              noWrap
            >
              {user.userdata.name}
            </Typography>
          )}
          <Tooltip title="Logout">
            <IconButton aria-label="Logout" onClick={() => void onLogout()} color="primary" edge="end">
              <Logout />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>

      <Box
        component="nav"
        aria-label="Back office"
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          key={pathname}
          id="admin-sidebar"
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpenOn(null)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Sidebar pathname={pathname} onNavigate={closeDrawer} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Sidebar pathname={pathname} onNavigate={stayOpen} />
        </Drawer>
      </Box>

      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
          {serverDown && <ServerDown />}
          <Box hidden={serverDown}>
            {user && <ServerNotices />}
            {roleAllows(user?.roll, 'listBackups') && <BackupWarning backupsPath={paths.backups} />}
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
