import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Download from '@mui/icons-material/Download';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Share from '@mui/icons-material/Share';
import { ResourceList, type ServerPaging } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { NameCell, PhoneOnly } from '../../../components/admin/GridCells';
import { Thumbnail } from '../../../components/admin/Thumbnail';
import { languageLabel } from '../../../components/admin/languageLabel';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { categoryLabel } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { useGetManagedJobQuery, useListJobTitlesQuery } from '../../jobs';
import { ShareShortlistDialog, ShortlistPanel } from '../../shortlists';
import { useListClientsQuery } from '../../clients';
import { selectUser, useRoleAllows } from '../../session';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../shared/hooks';
import { adminSearchChanged, selectAdminSearch } from '../../../shared/uiSlice';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { isApplicationStatus } from '../../../domain/applicationStatuses';
import {
  APPLICATION_STATUSES,
  applicationsApi,
  applicationsExportUrl,
  useDeleteApplicationMutation,
  useListApplicationsPageQuery,
  useListApplicationsQuery,
  type ApplicationFilter,
  type ApplicationPage,
  type ApplicationPageQuery,
  type ApplicationRow,
  type ApplicationSortField,
} from '../applicationsApi';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { AppliedTimesChip, GridStatusChip } from './StatusChip';

/** Below this length the search keeps to the spec's fields, so "1" and "2" still find the raw categories. */
export const REFERENCE_SEARCH_MIN_LENGTH = 3;

/**
 * Search: the typed job title, the raw category value and the applicant's name (SPEC §5), plus the Type
 * label the grid shows ("International", "Domestic"), the job's title as applied for and as it is now
 * (what staff see), and, from three characters on, the reference.
 */
const searchValues = (application: ListRow, search: string) => [
  application.title,
  application.job_title,
  application.current_job_title,
  application.category,
  categoryLabel(application.category),
  application.name,
  search.length >= REFERENCE_SEARCH_MIN_LENGTH ? application.reference : null,
];

/**
 * A row of the list: the whole summary when the list is loaded whole, the fields the list shows when it
 * pages on the server (`ApplicationRow`).
 */
type ListRow = Omit<ApplicationRow, 'current_job_title'> & {
  current_job_title?: string | null;
  title?: string;
};

/** The columns the server sorts by (the grid's fields of the same name). */
const SORT_FIELDS: readonly ApplicationSortField[] = [
  'name',
  'status',
  'reference',
  'job_title',
  'email',
  'phone',
  'category',
  'language',
];
const isSortField = (value: string | null | undefined): value is ApplicationSortField =>
  SORT_FIELDS.includes(value as ApplicationSortField);

/**
 * While staff type, the search asks the server at most once in this time: the first keystroke after a
 * pause at once, the text typed meanwhile when the time is up (a burst of typing sends the first and the
 * last text, never one request per key).
 */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * On a phone each application is a card (the grid's checkbox, name and actions alone were 5 px too wide
 * at 390 px and showed nothing else): the name with its status and markers as the title, the reference,
 * the job and the contact under it, View and Delete at its foot.
 */
const PHONE_FIELDS = ['name', 'reference', 'job_title', 'email'];
const PHONE_CARDS = { main: 'name', action: 'actions' };

type FilterKey = 'status' | 'job' | 'mine' | 'client';

/**
 * The status, job and "My jobs" filters, kept in the URL query (`?status=Interview&job=3&mine=1`) so a
 * filtered list can be shared. "My jobs" is the jobs the signed-in person owns.
 */
function useApplicationFilter(): [ApplicationFilter, (key: FilterKey, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const job = params.get('job');
  const client = params.get('client');
  const mine = params.get('mine') === '1';
  const userId = useAppSelector(selectUser)?.userdata.id;
  const filter = useMemo<ApplicationFilter>(() => {
    const next: ApplicationFilter = {};
    if (isApplicationStatus(status)) next.status = status;
    if (job !== null && /^[1-9][0-9]{0,9}$/.test(job)) next.job_id = Number(job);
    if (mine && userId !== undefined) next.owner_id = userId;
    if (client !== null && /^[1-9][0-9]{0,9}$/.test(client)) next.client_id = Number(client);
    return next;
  }, [status, job, mine, userId, client]);
  // The same function from render to render (the filters are made again only when they change).
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParamsRef.current(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(key);
          else next.set(key, value);
          // Another filter starts again at the first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [],
  );
  return [filter, setFilter];
}

type PagingQuery = { page: number; sort?: ApplicationSortField; order?: 'asc' | 'desc'; q?: string };

/** The server page's arguments: the list's hook and a search's early request must ask with the same. */
const pageArgs = (filter: ApplicationFilter, query: PagingQuery, pageSize: number): ApplicationPageQuery => ({
  ...filter,
  ...query,
  page_size: pageSize,
});

/**
 * When the list pages on the server: its page, sort and search, kept in the URL query
 * (`?page=2&sort=name&order=asc&q=welder`) so the list can be shared and reloaded as it was. The search
 * box (shared with the header's) sends its text to the URL a moment after the last keystroke.
 */
function useServerPaging(
  enabled: boolean,
  filter: ApplicationFilter,
): {
  query: PagingQuery;
  /** The search text as typed now (trimmed): rows answer it only when the query's `q` is the same. */
  typed: string;
} & Omit<ServerPaging, 'rowCount'> {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const search = useAppSelector(selectAdminSearch);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const pageText = params.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const sortParam = params.get('sort');
  const sort = isSortField(sortParam) ? sortParam : undefined;
  const order: 'asc' | 'desc' | undefined =
    params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : undefined;
  const q = params.get('q') ?? '';

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // What a search asks with, as of the last render: read outside rendering (the store's listener, the timer).
  const latest = useRef({ q, filter, sort, order, pageSize, update });
  useLayoutEffect(() => {
    latest.current = { q, filter, sort, order, pageSize, update };
  });

  // The search of the URL fills the search box once the list is known to page on the server.
  const synced = useRef(false);
  useEffect(() => {
    if (!enabled || synced.current) return;
    synced.current = true;
    if (q !== search) dispatch(adminSearchChanged(q));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when server paging starts
  }, [enabled]);

  // The first keystroke after a pause asks at once; more typed within SEARCH_DEBOUNCE_MS waits for its end.
  const lastAsked = useRef(0);
  // The text last asked for, and the URL's `q` then: until the URL shows it (a render later) it is not asked again.
  const asked = useRef<{ text: string; from: string } | undefined>(undefined);
  const isAsked = (text: string, urlQ: string) =>
    text === urlQ || (asked.current?.text === text && asked.current.from === urlQ);
  const ask = useCallback(
    (text: string) => {
      const current = latest.current;
      lastAsked.current = Date.now();
      asked.current = { text, from: current.q };
      // The request leaves now, in the key's own event (not after the renders the URL's change takes):
      // the list's query hook, given the same arguments a render later, finds it under way.
      const query: PagingQuery = {
        page: 1,
        ...(current.sort ? { sort: current.sort, order: current.order ?? 'asc' } : {}),
        ...(text ? { q: text } : {}),
      };
      dispatch(
        applicationsApi.util.prefetch(
          'listApplicationsPage',
          pageArgs(current.filter, query, current.pageSize),
          {},
        ),
      );
      current.update({ q: text, page: null });
    },
    [dispatch],
  );
  // A keystroke (in the list's box or the header's) asks from its own event when the pause is over.
  useEffect(() => {
    if (!enabled) return undefined;
    return store.subscribe(() => {
      const text = selectAdminSearch(store.getState()).trim();
      if (!synced.current || isAsked(text, latest.current.q)) return;
      if (lastAsked.current + SEARCH_DEBOUNCE_MS - Date.now() <= 0) ask(text);
    });
  }, [enabled, store, ask]);
  // Typed within the pause: asked when it ends (the text typed by then).
  useEffect(() => {
    const text = search.trim();
    if (!enabled || !synced.current || isAsked(text, q)) return undefined;
    const wait = lastAsked.current + SEARCH_DEBOUNCE_MS - Date.now();
    if (wait <= 0) {
      ask(text);
      return undefined;
    }
    const timer = setTimeout(() => {
      const now = selectAdminSearch(store.getState()).trim();
      if (!isAsked(now, latest.current.q)) ask(now);
    }, wait);
    return () => clearTimeout(timer);
  }, [enabled, search, q, ask, store]);

  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort, sort: order ?? 'asc' }] : []),
    [sort, order],
  );
  const query = useMemo<PagingQuery>(
    () => ({ page, ...(sort ? { sort, order: order ?? 'asc' } : {}), ...(q ? { q } : {}) }),
    [page, sort, order, q],
  );
  // The same functions from render to render (the grid is not given new props with each keystroke).
  const onPageChange = useCallback(
    (next: number) => latest.current.update({ page: next === 0 ? null : String(next + 1) }),
    [],
  );
  const onPageSizeChange = useCallback((size: number) => {
    setPageSize(size);
    latest.current.update({ page: null });
  }, []);
  const onSortModelChange = useCallback((model: GridSortModel) => {
    const [first] = model;
    latest.current.update(
      first && isSortField(first.field) && first.sort
        ? { sort: first.field, order: first.sort, page: null }
        : { sort: null, order: null, page: null },
    );
  }, []);
  return {
    query,
    typed: search.trim(),
    page: page - 1,
    onPageChange,
    pageSize,
    onPageSizeChange,
    sortModel,
    onSortModelChange,
    sortFields: SORT_FIELDS,
  };
}

/** /application: received applications with their status; filter, search, change status in bulk, export, view, delete. */
export default function ApplicationList() {
  const [filter, setFilter] = useApplicationFilter();
  // How many there are decides how the list works: whole in the browser, or a page at a time.
  const probe = useListApplicationsPageQuery({ page_size: 1 });
  const serverMode = probe.data?.server_paging;
  const paging = useServerPaging(serverMode === true, filter);
  const whole = useListApplicationsQuery(filter, { skip: serverMode !== false });
  const paged = useListApplicationsPageQuery(
    pageArgs(filter, paging.query, paging.pageSize),
    // Asked for with the probe (not after it): a long list's first rows come one round trip sooner.
    { skip: serverMode === false },
  );
  // A page past the last (a shared link, or rows deleted since): the last page instead.
  const lastPage = Math.max(1, Math.ceil((paged.currentData?.total ?? 0) / paging.pageSize));
  const pastLast = serverMode === true && paged.currentData !== undefined && paging.query.page > lastPage;
  useEffect(() => {
    if (pastLast) paging.onPageChange(lastPage - 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onPageChange is a new function each render
  }, [pastLast, lastPage]);
  // The rows of a page answer the search they were asked with: while another text is typed or asked
  // for, the grid shows none (it is loading) rather than rows that do not match what the box says.
  const shownPage = useRef<{ q: string; page: ApplicationPage } | undefined>(undefined);
  if (paged.currentData) shownPage.current = { q: paging.query.q ?? '', page: paged.currentData };
  const pageData = shownPage.current?.q === paging.typed ? shownPage.current.page : undefined;
  const searching =
    serverMode === true && (paging.typed !== (paging.query.q ?? '') || pageData === undefined);
  const data: ListRow[] | undefined = serverMode ? pageData?.items : whole.data;
  const isLoading = probe.isLoading || (serverMode ? paged.isFetching || searching : whole.isLoading);
  const isError = probe.isError || (serverMode ? paged.isError : whole.isError);
  // Closed jobs too: their applications are still in the pipeline.
  const { data: jobs } = useListJobTitlesQuery();
  const { data: clients } = useListClientsQuery();
  const [deleteApplication] = useDeleteApplicationMutation();
  const onDelete = useDeleteAction('Application', deleteApplication);
  // Every job's option (thousands at an agency's volume) only once the Job filter is about to be used:
  // made and laid out with the list's first rows they cost it a second on a slow computer. Until then
  // the filter holds the chosen job alone. Made once per list of jobs, not again with every keystroke.
  const [jobOptionsWanted, setJobOptionsWanted] = useState(false);
  const wantJobOptions = useCallback(() => setJobOptionsWanted(true), []);
  const jobOptions = useMemo(
    () =>
      jobOptionsWanted
        ? (jobs ?? []).map((job) => (
            <option key={job.id} value={String(job.id)}>
              {job.title}
            </option>
          ))
        : null,
    [jobs, jobOptionsWanted],
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [changing, setChanging] = useState(false);
  // A job chosen in the Job filter that is a client's requirement: its applications can be shared.
  const canShare = useRoleAllows('createShortlist');
  const { data: filteredJob } = useGetManagedJobQuery(filter.job_id ?? 0, {
    skip: filter.job_id === undefined || !canShare,
  });
  const requirement =
    filteredJob && filteredJob.id === filter.job_id && filteredJob.client_id !== null
      ? { jobId: filteredJob.id, clientId: filteredJob.client_id }
      : undefined;
  const [sharing, setSharing] = useState(false);

  const columns = useMemo<GridColDef<ListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.2,
        // Room for the "applied N times" marker under the name. At 1280 px the grid's columns at their
        // least widths (with the checkbox, Index and Action) come to about 895 px of its 950.
        minWidth: 120,
        renderCell: ({ row }) => (
          <NameCell name={row.name}>
            {row.applied_count > 1 && <AppliedTimesChip count={row.applied_count} />}
            {/* On a phone's card there is no Status field: the status shows under the name. */}
            <PhoneOnly>
              <GridStatusChip status={row.status} />
            </PhoneOnly>
          </NameCell>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 106,
        renderCell: ({ row }) => <GridStatusChip status={row.status} />,
      },
      {
        field: 'reference',
        headerName: 'Reference',
        width: 120,
        // "SMS-2026-" over "000123" when the column is at its least width.
        renderCell: ({ row }) => <span className="grid-wrap">{row.reference}</span>,
      },
      {
        // The job's logo, its title, and the job's type and the application's language under it.
        field: 'job_title',
        headerName: 'Job',
        description: "The job's logo and title, its type and the language of the application",
        flex: 1.1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <span className="grid-job-cell">
            <Thumbnail path={row.logo} alt={`${row.job_title} logo`} size={32} />
            <span className="grid-wrap">
              <span className="grid-job-title">{row.job_title}</span>
              <br />
              <span className="grid-secondary">
                {categoryLabel(row.category)} · {languageLabel(row.language)}
              </span>
            </span>
          </span>
        ),
      },
      {
        // The e-mail address whole (on two lines when it is long) with the phone number under it.
        field: 'email',
        headerName: 'Email and phone',
        flex: 1.3,
        minWidth: 160,
        renderCell: ({ row }) => (
          <span className="grid-wrap" title={row.email}>
            {row.email}
            <br />
            <span className="grid-secondary">{row.phone}</span>
          </span>
        ),
      },
      actionsColumn<ListRow>(
        104,
        (row) => ({
          kind: 'view',
          to: paths.viewApplication(row.id),
          linkLabel: `View application from ${row.name}`,
          deleteLabel: `Delete application from ${row.name}`,
        }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  const selectedVisible = useMemo(() => {
    const visibleIds = new Set((data ?? []).map((row) => row.id));
    return selected.filter((id) => visibleIds.has(id));
  }, [data, selected]);

  // Made again when what they show changes, not with each keystroke's render of the rows.
  const headerActions = useMemo(
    () => (
      <Button
        component="a"
        href={applicationsExportUrl(filter)}
        download
        variant="outlined"
        startIcon={<Download />}
      >
        Export CSV
      </Button>
    ),
    [filter],
  );
  const filters = useMemo(
    () => (
      <>
        <TextField
          select
          size="small"
          label="Status"
          value={filter.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
          sx={{ width: 150 }}
        >
          <option value="">All statuses</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Job"
          value={filter.job_id !== undefined ? String(filter.job_id) : ''}
          onChange={(event) => setFilter('job', event.target.value)}
          // The options are in place before the list opens (a pointer's press, a key on the focused box).
          onFocus={wantJobOptions}
          onPointerDown={wantJobOptions}
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
          sx={{ width: 220 }}
        >
          <option value="">All jobs</option>
          {filter.job_id !== undefined && (!jobOptions || !jobs?.some((job) => job.id === filter.job_id)) && (
            <option value={String(filter.job_id)}>
              {jobs?.find((job) => job.id === filter.job_id)?.title ?? `Job ${filter.job_id}`}
            </option>
          )}
          {jobOptions}
        </TextField>
        <TextField
          select
          size="small"
          label="Client"
          value={filter.client_id !== undefined ? String(filter.client_id) : ''}
          onChange={(event) => setFilter('client', event.target.value)}
          SelectProps={{ native: true }}
          InputLabelProps={{ shrink: true }}
          sx={{ width: 200 }}
        >
          <option value="">All clients</option>
          {filter.client_id !== undefined && !clients?.some((client) => client.id === filter.client_id) && (
            <option value={String(filter.client_id)}>{`Client ${filter.client_id}`}</option>
          )}
          {(clients ?? []).map((client) => (
            <option key={client.id} value={String(client.id)}>
              {client.name}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          label="My jobs"
          title="Only applications to the jobs you own"
          control={
            <Switch
              name="mine"
              checked={filter.owner_id !== undefined}
              onChange={(event) => setFilter('mine', event.target.checked ? '1' : '')}
            />
          }
        />
      </>
    ),
    [filter, jobs, jobOptions, setFilter, wantJobOptions, clients],
  );
  const selection = useMemo(
    () => ({
      selected: selectedVisible,
      onChange: setSelected,
      toolbar: (
        <>
          <Button
            variant="contained"
            size="small"
            startIcon={<SwapHoriz />}
            onClick={() => setChanging(true)}
          >
            Change status
          </Button>
          {requirement && (
            <Button variant="outlined" size="small" startIcon={<Share />} onClick={() => setSharing(true)}>
              Share with client
            </Button>
          )}
        </>
      ),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the button depends on whether there is a requirement
    [selectedVisible, requirement !== undefined],
  );
  const sharedApplications = useMemo(
    () =>
      (data ?? [])
        .filter((row) => selectedVisible.includes(row.id))
        .map((row) => ({ id: row.id, name: row.name })),
    [data, selectedVisible],
  );

  return (
    <>
      <ResourceList
        // The grid's paging mode is set when it is made: a new grid when the list turns out to be long.
        key={serverMode ? 'server' : 'browser'}
        title="Applications"
        noun="applications"
        rows={data}
        loading={isLoading}
        loadFailed={isError}
        columns={columns}
        searchValues={searchValues}
        phoneFields={PHONE_FIELDS}
        phoneCards={PHONE_CARDS}
        autoRowHeight
        server={
          serverMode
            ? { ...paging, rowCount: pageData?.total ?? 0, more: pageData?.more ?? false }
            : undefined
        }
        headerActions={headerActions}
        filters={filters}
        selection={selection}
      />
      <ChangeStatusDialog
        open={changing}
        ids={selectedVisible}
        onClose={() => setChanging(false)}
        onChanged={() => setSelected([])}
      />
      {requirement && (
        <>
          <ShareShortlistDialog
            open={sharing}
            jobId={requirement.jobId}
            clientId={requirement.clientId}
            applications={sharedApplications}
            onClose={() => setSharing(false)}
            onShared={() => setSelected([])}
          />
          <ShortlistPanel jobId={requirement.jobId} />
        </>
      )}
    </>
  );
}
