import { useState, type FormEvent } from 'react';
import { ClientFiguresTable } from '../../placements';
import { ReceivablesCard } from '../../invoices';
import { selectUser } from '../../session';
import { roleAllows } from '../../../api/roles';
import { useAppSelector } from '../../../shared/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { isApiError } from '../../../api/baseApi';
import { paths } from '../../../routes/paths';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { formatDateTime } from '../../../components/admin/formatDate';
import { CHANNEL_LABELS, type ApplicationChannel } from '../../applications';
import { useGetDashboardQuery, type Dashboard, type DashboardInterval } from '../dashboardApi';
import { ChartPanel, type TableData } from './ChartPanel';
import { englishNameOf, LANGUAGES } from '../../../domain/languages';
import { stageBefore } from '../../../domain/applicationStatuses';

const NOT_RECORDED = 'Not recorded';
const CHART_HEIGHT = 300;
const legend = {
  direction: 'row' as const,
  position: { vertical: 'top' as const, horizontal: 'middle' as const },
  padding: 0,
  itemMarkWidth: 10,
  itemMarkHeight: 10,
  markGap: 4,
  itemGap: 8,
  labelStyle: { fontSize: 12 },
};

type PeriodCount = Dashboard['applications']['by_channel'][number];

/** Counts per period (rows) and key (columns), with the keys in a fixed order and a total column. */
function pivot(rows: PeriodCount[], order: string[], label: (key: string | null) => string) {
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const present = new Set(rows.map((row) => row.key ?? ''));
  const keys = [...order.filter((key) => present.has(key)), ...(present.has('') ? [''] : [])];
  const count = (period: string, key: string) =>
    rows
      .filter((row) => row.period === period && (row.key ?? '') === key)
      .reduce((sum, row) => sum + row.count, 0);
  const table: TableData = {
    header: ['Period', ...keys.map((key) => label(key || null)), 'Total'],
    rows: periods.map((period) => {
      const counts = keys.map((key) => count(period, key));
      return [agencyDate(period), ...counts, counts.reduce((sum, value) => sum + value, 0)];
    }),
  };
  const series = keys.map((key) => ({
    label: label(key || null),
    data: periods.map((period) => count(period, key)),
    stack: 'total',
  }));
  return { periods, table, series };
}

function PeriodChart({ periods, series }: ReturnType<typeof pivot>) {
  if (periods.length === 0) return null;
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: periods.map(agencyDate) }]}
      series={series}
      margin={{ top: 70, right: 10, bottom: 30, left: 40 }}
      slotProps={{ legend }}
    />
  );
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

function Funnel({ funnel }: { funnel: Dashboard['funnel'] }) {
  const all = funnel.find((stage) => stage.status === 'New')?.reached ?? 0;
  const table: TableData = {
    header: ['Stage', 'Reached', 'From the stage before', 'Of all applications'],
    rows: funnel.map((stage) => {
      const previous = stageBefore(stage.status);
      const before = previous && funnel.find((other) => other.status === previous);
      return [
        stage.status,
        stage.reached,
        before ? percent(stage.reached, before.reached) : '–',
        percent(stage.reached, all),
      ];
    }),
  };
  return (
    <ChartPanel
      title="Pipeline funnel"
      fileName="pipeline-funnel"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          How many of the range&apos;s applications were ever in each stage, from their status history.
        </Typography>
      }
      table={table}
      chart={
        <BarChart
          layout="horizontal"
          height={CHART_HEIGHT}
          yAxis={[{ scaleType: 'band', data: funnel.map((stage) => stage.status) }]}
          series={[{ label: 'Reached', data: funnel.map((stage) => stage.reached) }]}
          margin={{ top: 20, right: 20, bottom: 30, left: 90 }}
          slotProps={{ legend: { hidden: true } }}
        />
      }
    />
  );
}

function Durations({ stages, placed }: { stages: Dashboard['stages']; placed: Dashboard['time_to_placed'] }) {
  return (
    <ChartPanel
      title="Median days in each stage"
      fileName="days-in-stage"
      note={
        <Typography sx={{ mb: 1 }}>
          Median days from application to Placed:{' '}
          <strong>{placed.median_days === null ? 'no placements yet' : placed.median_days}</strong>
          {placed.count > 0 && ` (${placed.count} placed)`}
        </Typography>
      }
      table={{
        header: ['Stage', 'Median days', 'Stays counted'],
        rows: stages.map((stage) => [stage.status, stage.median_days, stage.count]),
      }}
      chart={
        <BarChart
          layout="horizontal"
          height={CHART_HEIGHT}
          yAxis={[{ scaleType: 'band', data: stages.map((stage) => stage.status) }]}
          series={[{ label: 'Median days', data: stages.map((stage) => stage.median_days) }]}
          margin={{ top: 20, right: 20, bottom: 30, left: 90 }}
          slotProps={{ legend: { hidden: true } }}
        />
      }
      emptyText={
        // All nothing or 0 days: the chart's axis would read 0.000000.
        stages.every((stage) => !stage.median_days)
          ? 'No stage took a day or more in this range (the table has each stage): there is nothing to draw.'
          : undefined
      }
    />
  );
}

function Jobs({ jobs }: { jobs: Dashboard['jobs'] }) {
  return (
    <>
      <ChartPanel
        title="Applications per job"
        fileName="applications-per-job"
        table={{
          header: ['Job', 'Applications', 'In pipeline', 'Placed'],
          rows: jobs.per_job.map((job) => [job.title, job.applications, job.in_pipeline, job.placed]),
        }}
      />
      {/* Per owner, the range's applications to their jobs; a sentence while no job has an owner. */}
      {
        <ChartPanel
          title="Per recruiter"
          fileName="applications-per-recruiter"
          note={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The range&apos;s applications to the jobs each person owns (handled), those still in the
              pipeline and those placed.
              {jobs.per_recruiter.length === 0 &&
                ' No job has an owner yet: choose the owner on a job’s Edit page to count it here.'}
            </Typography>
          }
          table={{
            header: ['Owner', 'Applications handled', 'In pipeline', 'Placed'],
            rows: jobs.per_recruiter.map((person) => [
              person.name,
              person.applications,
              person.in_pipeline,
              person.placed,
            ]),
          }}
        />
      }
      <ChartPanel
        title="Open jobs closing in the next 7 days"
        fileName="jobs-closing-soon"
        table={{
          header: ['Job', 'Closes on'],
          rows: jobs.closing_soon.map((job) => [job.title, job.valid_through ?? '']),
        }}
      />
      <ChartPanel
        title="Open jobs without an application in 14 days"
        fileName="jobs-without-applications"
        table={{
          header: ['Job', 'Last application'],
          rows: jobs.without_applications.map((job) => [
            job.title,
            job.last_application_at ? formatDateTime(job.last_application_at) : 'never',
          ]),
        }}
      />
    </>
  );
}

function Mail({ mail }: { mail: Dashboard['mail'] }) {
  return (
    <ChartPanel
      title="Mail"
      fileName="mail-health"
      note={
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={paths.outbox}>
            Open the outbox
          </Link>
        </Typography>
      }
      table={{
        header: ['Outbox', 'Now'],
        rows: [
          ['Waiting to be sent', mail.queued],
          ['Failed in the last 7 days', mail.failed_last_7_days],
          [
            'Oldest waiting since',
            mail.oldest_waiting ? formatDateTime(mail.oldest_waiting) : 'none waiting',
          ],
        ],
      }}
    />
  );
}

function Subscribers({ subscribers }: { subscribers: Dashboard['subscribers'] }) {
  return (
    <ChartPanel
      title="Job-alert subscribers confirmed"
      fileName="subscribers-confirmed"
      table={{
        header: ['Period', 'Confirmed', 'Confirmed in all'],
        rows: subscribers.map((row) => [agencyDate(row.period), row.confirmed, row.total]),
      }}
      chart={
        subscribers.length > 0 && (
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'point', data: subscribers.map((row) => agencyDate(row.period)) }]}
            series={[{ label: 'Confirmed in all', data: subscribers.map((row) => row.total) }]}
            margin={{ top: 40, right: 20, bottom: 30, left: 40 }}
            slotProps={{ legend }}
          />
        )
      }
    />
  );
}

/** The agency's date format: `2026-11-03` as "03/11/2026" (dd/MM/yyyy). */
export const agencyDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

/** "03/11/2026" (or 3/11/2026) as `2026-11-03`; null when it is not a date. */
export const isoOfAgencyDate = (text: string): string | null => {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
};

const DATE_INPUT_PROPS = { inputMode: 'numeric' as const, placeholder: 'dd/mm/yyyy', maxLength: 10 };

function RangeForm({ data }: { data: Dashboard | undefined }) {
  const [params, setParams] = useSearchParams();
  // The fields hold the agency's dd/MM/yyyy (a date input would show the browser's own format).
  const [from, setFrom] = useState(agencyDate(params.get('from') ?? ''));
  const [to, setTo] = useState(agencyDate(params.get('to') ?? ''));
  const [wrong, setWrong] = useState<'from' | 'to' | null>(null);
  const [interval, setInterval] = useState<DashboardInterval>(
    params.get('interval') === 'week' ? 'week' : 'day',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    // A field left as shown keeps the range the server answered.
    const first = from ? isoOfAgencyDate(from) : data?.from;
    const last = to ? isoOfAgencyDate(to) : data?.to;
    if (first === null || last === null) {
      setWrong(first === null ? 'from' : 'to');
      return;
    }
    setWrong(null);
    if (first) next.set('from', first);
    if (last) next.set('to', last);
    next.set('interval', interval);
    setParams(next);
  };
  return (
    <Paper
      component="form"
      aria-label="Date range"
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        label="From (dd/mm/yyyy)"
        size="small"
        value={from || agencyDate(data?.from ?? '')}
        onChange={(event) => setFrom(event.target.value)}
        error={wrong === 'from'}
        helperText={wrong === 'from' ? 'A date as dd/mm/yyyy' : undefined}
        inputProps={DATE_INPUT_PROPS}
        InputLabelProps={{ shrink: true }}
      />
      <TextField
        label="To (dd/mm/yyyy)"
        size="small"
        value={to || agencyDate(data?.to ?? '')}
        onChange={(event) => setTo(event.target.value)}
        error={wrong === 'to'}
        helperText={wrong === 'to' ? 'A date as dd/mm/yyyy' : undefined}
        inputProps={DATE_INPUT_PROPS}
        InputLabelProps={{ shrink: true }}
      />
      <TextField
        select
        label="Count per"
        size="small"
        value={interval}
        onChange={(event) => setInterval(event.target.value as DashboardInterval)}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="day">Day</MenuItem>
        <MenuItem value="week">Week</MenuItem>
      </TextField>
      <Button type="submit" variant="contained">
        Show
      </Button>
    </Paper>
  );
}

const channelLabel = (key: string | null) =>
  key === null ? NOT_RECORDED : (CHANNEL_LABELS[key as ApplicationChannel] ?? key);
const languageLabel = (key: string | null) => (key === null ? NOT_RECORDED : englishNameOf(key));

/** /dashboard: the recruitment figures of a range of days (kept in the URL). */
export default function DashboardScreen() {
  const [params] = useSearchParams();
  const query = {
    ...(params.get('from') ? { from: params.get('from') as string } : {}),
    ...(params.get('to') ? { to: params.get('to') as string } : {}),
    interval: (params.get('interval') === 'week' ? 'week' : 'day') as DashboardInterval,
  };
  const { data, error, isFetching } = useGetDashboardQuery(query, { refetchOnMountOrArgChange: true });
  const role = useAppSelector(selectUser)?.roll;
  const byChannel = pivot(data?.applications.by_channel ?? [], Object.keys(CHANNEL_LABELS), channelLabel);
  const byLanguage = pivot(data?.applications.by_language ?? [], [...LANGUAGES], languageLabel);
  return (
    <>
      <AdminPageHeader crumbs={[{ label: 'Dashboard' }]} title="Dashboard" />
      <RangeForm key={params.toString()} data={data} />
      {error !== undefined && isApiError(error) && error.status === 400 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {isFetching && !data && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the dashboard" />
        </Box>
      )}
      {data && (
        <Box aria-busy={isFetching} sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography>
            <strong>{data.applications.total}</strong> application{data.applications.total === 1 ? '' : 's'}{' '}
            from {agencyDate(data.from)} to {agencyDate(data.to)}.
          </Typography>
          <ChartPanel
            title="Applications by channel"
            fileName={`applications-by-channel-${data.from}-${data.to}`}
            table={byChannel.table}
            chart={<PeriodChart {...byChannel} />}
          />
          <ChartPanel
            title="Applications by language"
            fileName={`applications-by-language-${data.from}-${data.to}`}
            table={byLanguage.table}
            chart={<PeriodChart {...byLanguage} />}
          />
          <Funnel funnel={data.funnel} />
          <Durations stages={data.stages} placed={data.time_to_placed} />
          <Jobs jobs={data.jobs} />
          {roleAllows(role, 'getReceivables') && <ReceivablesCard />}
          {roleAllows(role, 'getClientFigures') && <ClientFiguresTable />}
          <Mail mail={data.mail} />
          <Subscribers subscribers={data.subscribers} />
        </Box>
      )}
    </>
  );
}
