// Generates from openapi.yaml: src/api/schema.d.ts (types; file fields (format: binary) become Blob so
// multipart bodies are typed as what the browser actually sends), src/api/limits.ts (text and upload
// limits), src/api/messages.ts (the sentences people see) src/api/htmlPolicy.ts (the rich-text policy)
// src/api/consent.ts (the current privacy-notice version), src/api/codes.ts (country and currency
// codes, the closing-date window) and src/api/roles.ts (the staff roles, each operation's x-roles and
// the audit actions).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import {
  codesModule,
  consentModule,
  htmlPolicyModule,
  limitsModule,
  messagesModule,
  readContract,
  rolesModule,
} from './contractModules.mjs';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

export async function generate() {
  const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), {
    transform(schemaObject) {
      if (schemaObject.format === 'binary') {
        return schemaObject.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  const document = readContract();
  return {
    'schema.d.ts': astToString(ast),
    'limits.ts': limitsModule(document),
    'messages.ts': messagesModule(document),
    'htmlPolicy.ts': htmlPolicyModule(document),
    'consent.ts': consentModule(document),
    'codes.ts': codesModule(document),
    'roles.ts': rolesModule(document),
  };
}

/** The generated files, by name inside src/api. */
export const GENERATED_FILES = [
  'schema.d.ts',
  'limits.ts',
  'messages.ts',
  'htmlPolicy.ts',
  'consent.ts',
  'codes.ts',
  'roles.ts',
];

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const outDir = process.argv[2] ?? 'src/api';
  for (const [name, text] of Object.entries(await generate())) writeFileSync(join(outDir, name), text);
}
