/** Public entry of the audit feature: the Administrators' Audit screen is loaded by the router by path. */
export { auditExportUrl, type AuditEntry, type AuditFilter } from './auditApi';
