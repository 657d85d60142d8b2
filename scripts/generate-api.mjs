// Generates src/api/schema.d.ts from openapi.yaml. File fields (format: binary) become Blob so
// multipart bodies are typed as what the browser actually sends.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

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
  return astToString(ast);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const out = process.argv[2] ?? 'src/api/schema.d.ts';
  writeFileSync(out, await generate());
}
