import { stringify } from 'csv-stringify/sync';
import type { components } from '../../api/schema';
import {
  countAudit,
  listAudit,
  staffNamesOf,
  STAFF_RECORDS,
  type AuditFilter,
  type AuditRow,
} from '../repositories/audit';
import type { OperationHandlers } from '../fastifyTypes';
import { maxItemsOf } from '../openapi/catalogue';
import { SPREADSHEET_CSV_OPTIONS } from '../services/csv';

const EXPORT_LIMIT = maxItemsOf('AuditEntries');
/** Without `page_size`, a page is as long as it may be (`AuditPage`'s `maxItems`). */
const DEFAULT_PAGE_SIZE = 100;

const CSV_COLUMNS: Array<{ key: keyof AuditRow; header: string }> = [
  { key: 'created_at', header: 'When (UTC)' },
  { key: 'staff_name', header: 'Person' },
  { key: 'staff_id', header: 'Staff id' },
  { key: 'address', header: 'Address' },
  { key: 'action', header: 'Action' },
  { key: 'resource', header: 'Resource' },
  { key: 'record_id', header: 'Record' },
  { key: 'summary', header: 'Summary' },
  { key: 'count', header: 'Count' },
];

type AuditAction = components['schemas']['AuditAction'];
type AuditEntry = components['schemas']['AuditEntry'];

/** The filters of both operations (the contract checked them: a known action, days as `YYYY-MM-DD`). */
const filterOf = (query: {
  person?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  q?: string;
}): AuditFilter => ({
  person: query.person?.trim(),
  action: query.action,
  from: query.from,
  to: query.to,
  q: query.q?.trim(),
});

/** The entries as the screen shows them: a staff account's record named by who it is today. */
async function entriesOf(db: Parameters<typeof staffNamesOf>[0], rows: AuditRow[]): Promise<AuditEntry[]> {
  const staffId = (row: AuditRow) =>
    STAFF_RECORDS.has(row.resource) && row.record_id !== null && /^\d{1,9}$/.test(row.record_id)
      ? Number(row.record_id)
      : undefined;
  const names = await staffNamesOf(
    db,
    rows.map(staffId).filter((id): id is number => id !== undefined),
  );
  return rows.map((row) => {
    const id = staffId(row);
    return {
      id: row.id,
      created_at: row.created_at,
      staff_id: row.staff_id,
      staff_name: row.staff_name,
      address: row.address,
      action: row.action as AuditAction,
      resource: row.resource,
      record_id: row.record_id,
      record_name: (id !== undefined && names.get(id)) || null,
      summary: row.summary,
      count: row.count,
    };
  });
}

/** The audit trail, read only: no operation of the contract changes or deletes an entry. */
export const auditHandlers = {
  async listAuditEntries(request) {
    const { db } = request.server;
    const filter = filterOf(request.query);
    const pageSize = request.query.page_size ?? DEFAULT_PAGE_SIZE;
    const offset = ((request.query.page ?? 1) - 1) * pageSize;
    const [rows, total] = await Promise.all([
      listAudit(db, filter, pageSize, offset),
      countAudit(db, filter),
    ]);
    return { data: await entriesOf(db, rows), total };
  },

  async exportAuditEntries(request, reply) {
    const rows = await listAudit(request.server.db, filterOf(request.query), EXPORT_LIMIT);
    const csv = stringify(rows, {
      ...SPREADSHEET_CSV_OPTIONS,
      bom: true,
      header: true,
      columns: CSV_COLUMNS,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(csv, 'utf8'));
  },
} satisfies Partial<OperationHandlers>;
