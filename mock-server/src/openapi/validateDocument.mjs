/**
 * Validates an OpenAPI document with @apidevtools/swagger-parser (OpenAPI 3.1 against its official schema, every
 * `$ref` resolved). Plain ES module: the validator is ESM-only, which Jest's CommonJS runtime cannot load, so the test
 * and `pnpm contract` run this in a child process. Prints `valid <openapi> <operations>` or the problems; exit 1.
 *
 * Usage: node mock-server/src/openapi/validateDocument.mjs mock-server/openapi/openapi.json
 */
/* global process, console */
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';

const file = process.argv[2];
if (!file) {
  console.error('用法：validateDocument.mjs <openapi.json>');
  process.exit(2);
}
try {
  const api = await SwaggerParser.validate(JSON.parse(readFileSync(file, 'utf8')));
  const count = Object.values(api.paths ?? {}).reduce((sum, item) => sum + Object.keys(item).length, 0);
  console.log(`valid ${api.openapi} ${count}`);
} catch (error) {
  console.error(`invalid: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
