// Builds the TypeScript modules generated from openapi.yaml besides schema.d.ts: the limits
// (src/api/limits.ts) and the user-facing sentences (src/api/messages.ts). Both the SPA and the
// server use the same values; the server reads them from openapi.yaml at start.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const HEADER = '// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.\n';

export function readContract(url = new URL('../openapi.yaml', import.meta.url)) {
  return parse(readFileSync(url, 'utf8'), { maxAliasCount: -1 });
}

/** `maxLength` and `x-max-bytes` of every named schema that declares one. */
export function contractLimits(document) {
  const maxLength = {};
  const maxBytes = {};
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (typeof schema?.maxLength === 'number') maxLength[name] = schema.maxLength;
    if (typeof schema?.['x-max-bytes'] === 'number') maxBytes[name] = schema['x-max-bytes'];
  }
  return { maxLength, maxBytes };
}

const literal = (value) => JSON.stringify(value, null, 2);

/** The contract's record id rule (the `Id` path parameter): how it is written and its largest value. */
export function recordIdRule(document) {
  const schema = document.components?.parameters?.Id?.schema ?? {};
  if (typeof schema.pattern !== 'string' || typeof schema.maximum !== 'number')
    throw new Error('The Id parameter of openapi.yaml needs a pattern and a maximum.');
  return { pattern: schema.pattern, minimum: schema.minimum ?? 1, maximum: schema.maximum };
}

export function limitsModule(document) {
  const { maxLength, maxBytes } = contractLimits(document);
  return `${HEADER}
/** Longest text (in characters) each text schema of the contract accepts. */
export const maxLength = ${literal(maxLength)} as const;

/** How a record id is written (the contract's \`Id\` parameter): the pattern and the range it must be in. */
export const recordIdRule = ${literal(recordIdRule(document))} as const;

/** The record id a URL segment names, or undefined when the contract would refuse it as an id. */
export function parseRecordId(text: string | undefined): number | undefined {
  if (text === undefined || !new RegExp(recordIdRule.pattern).test(text)) return undefined;
  const id = Number(text);
  return id >= recordIdRule.minimum && id <= recordIdRule.maximum ? id : undefined;
}

/** Largest upload (in bytes) each file schema of the contract accepts (its \`x-max-bytes\`). */
export const maxBytes = ${literal(maxBytes)} as const;

/** A byte limit in whole megabytes, as the messages show it. */
export const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));
`;
}

export function messagesModule(document) {
  const messages = document['x-messages'] ?? {};
  const entries = Object.entries(messages).map(([key, text]) => {
    const names = [...new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
    return { key, text: String(text), names };
  });
  const params = entries
    .filter((entry) => entry.names.length > 0)
    .map(
      (entry) => `  ${entry.key}: { ${entry.names.map((name) => `${name}: string | number`).join('; ')} };`,
    )
    .join('\n');
  return `${HEADER}
/** Every sentence the site shows people (the contract's \`x-messages\`); \`{name}\` marks a value. */
export const messages = ${literal(messages)} as const;

export type MessageKey = keyof typeof messages;

/** The values each templated message needs. */
export interface MessageParams {
${params}
}

type Values<K extends MessageKey> = K extends keyof MessageParams ? [values: MessageParams[K]] : [];

/** A message with its \`{name}\` placeholders filled in. */
export function message<K extends MessageKey>(key: K, ...[values]: Values<K>): string {
  const template: string = messages[key];
  if (!values) return template;
  const filled: Record<string, string | number> = values;
  return template.replace(/\\{(\\w+)\\}/g, (whole, name: string) =>
    name in filled ? String(filled[name]) : whole,
  );
}
`;
}

/** The rich-text policy (`x-html-policy`) the SPA applies when it renders stored HTML. */
export function htmlPolicyModule(document) {
  const policy = document['x-html-policy'];
  if (!policy) throw new Error('openapi.yaml has no x-html-policy.');
  return `${HEADER}
/**
 * The one rich-text policy of the contract (\`x-html-policy\`): the server sanitises with it before
 * storing, the SPA applies it again when it renders. \`styles\` maps each kept inline style property to
 * the pattern (case-insensitive) its value must match.
 */
export const htmlPolicy = ${literal(policy)} as const;
`;
}

/** The privacy-notice versions of the `ConsentNoticeVersion` schema; the last is the current one. */
export function consentModule(document) {
  const versions = document.components?.schemas?.ConsentNoticeVersion?.enum;
  if (!Array.isArray(versions) || versions.length === 0)
    throw new Error('openapi.yaml: ConsentNoticeVersion has no enum.');
  return `${HEADER}
/** The version of the privacy notice the apply form shows now; the server stores it with the consent. */
export const consentNoticeVersion = ${JSON.stringify(versions.at(-1))} as const;
`;
}

/** The contract's allowed codes (`CountryCode`, `CurrencyCode`) and the closing-date window (`ClosingDate`). */
export function codesModule(document) {
  const schemas = document.components?.schemas ?? {};
  const window = schemas.ClosingDate?.['x-date-window'];
  if (!window) throw new Error('openapi.yaml: ClosingDate has no x-date-window.');
  return `${HEADER}
import { closingDateRange as closingRangeOf, type ClosingDateRange } from '../domain/jobClosing';

/** ISO 3166-1 alpha-2 codes a job's country may have (the contract's \`CountryCode\`). */
export const countryCodes: readonly string[] = ${literal(schemas.CountryCode?.enum ?? [])};

/** ISO 4217 codes a job's salary may be in (the contract's \`CurrencyCode\`). */
export const currencyCodes: readonly string[] = ${literal(schemas.CurrencyCode?.enum ?? [])};

/** How far a job's closing date may lie before and after today, in whole years (the agency's day, IST). */
export const closingDateWindow = ${literal(window)} as const;

/** The first and last closing date a job may be given at \`now\` (its day in India; src/domain/jobClosing.ts). */
export const closingDateRange = (now: Date = new Date()): ClosingDateRange =>
  closingRangeOf(closingDateWindow, now);
`;
}

/**
 * The staff roles (`StaffRole`, with their `x-role-names`) and, for every staff operation, the roles its
 * `x-roles` lists: what the SPA's menus, buttons and route guard read; and the audit trail's actions
 * (`AuditAction`) its Audit screen filters by.
 */
export function rolesModule(document) {
  const staffRole = document.components?.schemas?.StaffRole ?? {};
  const roles = staffRole.enum;
  const names = staffRole['x-role-names'] ?? {};
  if (!Array.isArray(roles) || roles.length === 0 || roles.some((role) => typeof names[role] !== 'string'))
    throw new Error('openapi.yaml: StaffRole needs an enum and an x-role-names entry for each role.');
  const operationRoles = {};
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      if (operation && typeof operation === 'object' && Array.isArray(operation['x-roles']))
        operationRoles[operation.operationId] = operation['x-roles'];
    }
  }
  const sorted = Object.fromEntries(Object.entries(operationRoles).sort(([a], [b]) => a.localeCompare(b)));
  const auditAction = document.components?.schemas?.AuditAction ?? {};
  const actions = auditAction.enum ?? [];
  const actionNames = auditAction['x-action-names'] ?? {};
  const unnamed = actions.filter((action) => typeof actionNames[action] !== 'string');
  if (unnamed.length > 0)
    throw new Error(`openapi.yaml: AuditAction's x-action-names has no name for ${unnamed.join(', ')}.`);
  const resourceNames =
    document.components?.schemas?.AuditEntry?.properties?.resource?.['x-resource-names'] ?? {};
  return `${HEADER}
/** Every staff role, in the contract's order (\`StaffRole\`). */
export const staffRoles = ${literal(roles)} as const;

export type StaffRole = (typeof staffRoles)[number];

/** The name people see for each role (\`x-role-names\`). */
export const roleNames: Record<StaffRole, string> = ${literal(names)};

/** The roles each staff operation allows (its \`x-roles\`). */
export const operationRoles = ${literal(sorted)} as const;

export type StaffOperation = keyof typeof operationRoles;

/** True when a person of \`role\` may use \`operation\` (false for an unknown or missing role). */
export function roleAllows(role: string | null | undefined, operation: StaffOperation): boolean {
  return (operationRoles[operation] as readonly string[]).includes(role ?? '');
}

/** What an audit entry may record (\`AuditAction\`). */
export const auditActions = ${literal(actions)} as const;

/** What the Audit screen calls each action (\`x-action-names\`). */
export const auditActionNames: Record<(typeof auditActions)[number], string> = ${literal(
    Object.fromEntries(actions.map((action) => [action, actionNames[action]])),
  )};

/** What the Audit screen calls each kind of record (\`AuditEntry.resource\`'s \`x-resource-names\`). */
export const auditResourceNames: Readonly<Record<string, string>> = ${literal(resourceNames)};
`;
}
