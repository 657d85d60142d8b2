import { contractPath } from '../paths';
import { dereference, loadContract, toJsonSchema } from './contract';

/**
 * The limits and sentences of the contract (openapi.yaml): the `maxLength` / `x-max-bytes` of its named
 * schemas and its `x-messages`. The SPA gets the same values generated into src/api/limits.ts and
 * src/api/messages.ts; the server reads them here so that each is written once, in the contract.
 */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The document loadContract read (once per process), not a second parse of the file.
const document = loadContract(contractPath).document;
const schemas =
  isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
const catalogue = isObject(document['x-messages']) ? document['x-messages'] : {};

function schemaNumber(schemaName: string, keyword: 'minLength' | 'maxLength' | 'x-max-bytes'): number {
  const schema = schemas[schemaName];
  const value = isObject(schema) ? schema[keyword] : undefined;
  if (typeof value !== 'number') throw new Error(`openapi.yaml: schema ${schemaName} has no ${keyword}.`);
  return value;
}

/** Shortest text of a text schema (e.g. `NewPassword`). */
export const minLengthOf = (schemaName: string): number => schemaNumber(schemaName, 'minLength');
/** Longest text of a text schema (e.g. `ShortText`). */
export const maxLengthOf = (schemaName: string): number => schemaNumber(schemaName, 'maxLength');
/** Largest upload of a file schema (e.g. `ImageFile`), from its `x-max-bytes`. */
export const maxBytesOf = (schemaName: string): number => schemaNumber(schemaName, 'x-max-bytes');
/** The name people see for a staff role (`StaffRole`'s `x-role-names`); the role itself when unnamed. */
export function roleNameOf(role: string): string {
  const schema = schemas.StaffRole;
  const names = isObject(schema) && isObject(schema['x-role-names']) ? schema['x-role-names'] : {};
  const name = names[role];
  return typeof name === 'string' ? name : role;
}

/** The values of an enum schema (e.g. `ConsentNoticeVersion`). */
export function enumOf(schemaName: string): string[] {
  const schema = schemas[schemaName];
  const values = isObject(schema) ? schema.enum : undefined;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string') || values.length === 0)
    throw new Error(`openapi.yaml: schema ${schemaName} has no enum of strings.`);
  return values as string[];
}
/** The `default` of a string schema (e.g. `Language`). */
export function defaultOf(schemaName: string): string {
  const schema = schemas[schemaName];
  const value = isObject(schema) ? schema.default : undefined;
  if (typeof value !== 'string') throw new Error(`openapi.yaml: schema ${schemaName} has no default.`);
  return value;
}
/** The `maxItems` of an array schema (e.g. `AuditEntries`). */
export function maxItemsOf(schemaName: string): number {
  const schema = schemas[schemaName];
  const value = isObject(schema) ? schema.maxItems : undefined;
  if (typeof value !== 'number') throw new Error(`openapi.yaml: schema ${schemaName} has no maxItems.`);
  return value;
}

/** A byte limit in whole megabytes, as the messages show it. */
export const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));

/** The `pattern` of a text schema (e.g. `EmailText`). */
export function patternOf(schemaName: string): string {
  const schema = schemas[schemaName];
  const value = isObject(schema) ? schema.pattern : undefined;
  if (typeof value !== 'string') throw new Error(`openapi.yaml: schema ${schemaName} has no pattern.`);
  return value;
}

/** The `x-date-window` of a date schema (e.g. `ClosingDate`): whole years before and after today. */
export function dateWindowOf(schemaName: string): { yearsBefore: number; yearsAfter: number } {
  const schema = schemas[schemaName];
  const window = isObject(schema) ? schema['x-date-window'] : undefined;
  if (!isObject(window) || typeof window.yearsBefore !== 'number' || typeof window.yearsAfter !== 'number')
    throw new Error(`openapi.yaml: schema ${schemaName} has no x-date-window.`);
  return { yearsBefore: window.yearsBefore, yearsAfter: window.yearsAfter };
}

/** True when the `x-messages` catalogue has a sentence under this key. */
export function hasMessage(key: string): boolean {
  return typeof catalogue[key] === 'string';
}

/** A sentence of the contract's `x-messages` with its `{name}` placeholders filled in. */
export function message(key: string, values: Record<string, string | number> = {}): string {
  const template = catalogue[key];
  if (typeof template !== 'string') throw new Error(`openapi.yaml: x-messages has no ${key}.`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The rich-text policy of the contract (`x-html-policy`); the SPA gets it as src/api/htmlPolicy.ts. */
export interface HtmlPolicy {
  tags: string[];
  dropWithContent: string[];
  attributes: Record<string, string[]>;
  styles: Record<string, string>;
  urlAttributes: string[];
  schemes: string[];
  linkRel: string;
}

const stringList = (value: unknown, name: string): string[] => {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new Error(`openapi.yaml: x-html-policy.${name} must be a list of strings.`);
  return value as string[];
};

/** Reads and checks `x-html-policy`, so a malformed policy stops the server at start, not at a write. */
export function htmlPolicy(): HtmlPolicy {
  const raw = document['x-html-policy'];
  if (!isObject(raw)) throw new Error('openapi.yaml has no x-html-policy.');
  const attributes = isObject(raw.attributes) ? raw.attributes : {};
  const styles = isObject(raw.styles) ? raw.styles : {};
  if (typeof raw.linkRel !== 'string')
    throw new Error('openapi.yaml: x-html-policy.linkRel must be a string.');
  return {
    tags: stringList(raw.tags, 'tags'),
    dropWithContent: stringList(raw.dropWithContent, 'dropWithContent'),
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([tag, names]) => [tag, stringList(names, `attributes.${tag}`)]),
    ),
    styles: Object.fromEntries(
      Object.entries(styles).map(([property, pattern]) => {
        if (typeof pattern !== 'string')
          throw new Error(`openapi.yaml: x-html-policy.styles.${property} must be a pattern.`);
        return [property, pattern];
      }),
    ),
    urlAttributes: stringList(raw.urlAttributes, 'urlAttributes'),
    schemes: stringList(raw.schemes, 'schemes'),
    linkRel: raw.linkRel,
  };
}

/** A named schema of the contract as JSON Schema for Ajv (its `$ref`s resolved), e.g. `Agency`. */
export function jsonSchemaOf(schemaName: string): object {
  if (!isObject(schemas[schemaName])) throw new Error(`openapi.yaml: no schema ${schemaName}.`);
  return toJsonSchema(dereference(schemas[schemaName], document)) as object;
}
