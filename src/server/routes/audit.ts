import { stringify } from 'csv-stringify/sync';
import type { components } from '../../api/schema';
import { listAudit, type AuditFilter, type AuditRow } from '../repositories/audit';
import type { OperationHandlers } from '../fastifyTypes';
import { maxItemsOf } from '../openapi/catalogue';
import { spreadsheetCell } from '../services/csv';

const LIST_LIMIT = maxItemsOf('AuditEntries');

const CSV_COLUMNS: Array<{ key: keyof AuditRow; header: string }> = [
  { key: 'created_at', header: 'When (UTC)' },
  { key: 'staff_name', header: 'Person' },
  { key: 'staff_id', header: 'Staff id' },
  { key: 'address', header: 'Address' },
  { key: 'action', header: 'Action' },
  { key: 'resource', header: 'Resource' },
  { key: 'record_id', header: 'Record' },
  { key: 'summary', header: 'Summary' },
];

type AuditAction = components['schemas']['AuditAction'];

/** The filters of both operations (the contract checked them: a known action, days as `YYYY-MM-DD`). */
const filterOf = (query: {
  person?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}): AuditFilter => ({
  person: query.person?.trim(),
  action: query.action,
  from: query.from,
  to: query.to,
});

/** The audit trail, read only: no operation of the contract changes or deletes an entry. */
export const auditHandlers = {
  async listAuditEntries(request) {
    const rows = await listAudit(request.server.db, filterOf(request.query), LIST_LIMIT);
    return { data: rows.map((row) => ({ ...row, action: row.action as AuditAction })) };
  },

  async exportAuditEntries(request, reply) {
    const rows = await listAudit(request.server.db, filterOf(request.query), LIST_LIMIT);
    const csv = stringify(rows, {
      bom: true,
      header: true,
      columns: CSV_COLUMNS,
      record_delimiter: 'windows',
      escape_formulas: true,
      cast: { string: spreadsheetCell },
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(csv, 'utf8'));
  },
} satisfies Partial<OperationHandlers>;
