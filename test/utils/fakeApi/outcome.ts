import { message } from '../../../src/api/messages';
import type { ContractOperation } from './serverCode';
import { contractOperation } from '../contract';
import { fake, type Language } from './store';

/**
 * What every handler module of the fake API works with: an operation's checked request (`Call`), its
 * answer (`Outcome`), and the server's ways of reading fields and refusing requests. Sentences come from
 * the contract (`src/api/messages.ts`) or the server's text modules, never typed here.
 */

/** An answer of an operation: a status and its JSON body. */
export interface Outcome {
  status: number;
  body: unknown;
}

export type Body = Record<string, unknown>;

/** A request as the handler sees it: checked against the contract, values of the contract's types. */
export interface Call {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
}

export type Behaviour = (call: Call) => Outcome;

/** The behaviours of a group of operations, by operationId. */
export type Behaviours = Record<string, Behaviour>;

export const ok = (body: unknown): Outcome => ({ status: 200, body });
export const refuse = (status: number, sentence: string): Outcome => ({
  status,
  body: { message: sentence },
});
export const badRequest = (sentence: string): Outcome => refuse(400, sentence);
export const notFound = (noun: string): Outcome => refuse(404, message('notFound', { noun }));
export const duplicate = (): Outcome => badRequest(message('duplicate'));

/** A trimmed text field ('' when absent), as the server's `optionalText` reads it. */
export const text = (body: Body, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The language a form was sent from (the contract's default, English, when the form sent none). */
export const languageOf = (body: Body): Language => {
  const value = text(body, 'language');
  return value === 'gu' || value === 'hi' ? value : 'en';
};

export const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** The server's `requiredText`: a blank text field is a 400 naming it. */
function requiredText(body: Body, field: string): string | Outcome {
  const value = text(body, field);
  return value === '' ? badRequest(`${field} must not be empty.`) : value;
}

/** The first blank one of these required text fields as the server refuses it, or undefined. */
export function requireFields(body: Body, fields: string[]): Outcome | undefined {
  for (const field of fields) {
    const value = requiredText(body, field);
    if (isOutcome(value)) return value;
  }
  return undefined;
}

/** Two texts equal but for case (the server's duplicate checks compare so). */
export const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const operation = (operationId: string): ContractOperation => contractOperation(operationId);

/** Text fields of a body (files left out), trimmed as the server stores them. */
export function fieldsOf(op: ContractOperation, body: Body): Body {
  const fields: Body = {};
  for (const [name, value] of Object.entries(body)) {
    if (op.fileFields.includes(name)) continue;
    fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  return fields;
}

/** A write's record: the body's fields over the old record, absent optional texts stored as ''. */
export function written<T extends object>(op: ContractOperation, body: Body, old: T | undefined): T {
  const schema = op.schema.body as { properties?: Record<string, { type?: unknown }> } | undefined;
  const blanks: Body = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (!op.fileFields.includes(name) && property.type === 'string' && !(name in body)) blanks[name] = '';
  }
  return { ...old, ...blanks, ...fieldsOf(op, body) } as T;
}

type ListKey = 'jobs' | 'blogPosts' | 'team' | 'enquiries' | 'subscribers';

/** A delete of one record of a list: 404 with the noun when there is none. */
export function deleteFrom(key: ListKey, noun: string): Behaviour {
  return ({ params }) => {
    const list = fake.store[key] as Array<{ id: number }>;
    if (!list.some((record) => record.id === Number(params.id))) return notFound(noun);
    (fake.store[key] as Array<{ id: number }>) = list.filter((record) => record.id !== Number(params.id));
    return ok({ message: message('deletedText', { noun }) });
  };
}
