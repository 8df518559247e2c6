/**
 * `pnpm contract`: writes `mock-server/openapi/openapi.json` (served by the shell at `/contract/openapi.json`) from the contract and the module definitions. The test
 * `openapi.document.test.ts` fails when the committed file differs from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { registeredModules } from '../modules/registry';
import { buildDocument } from './buildDocument';
import { DOCUMENT_PATH } from './documentPath';
import { contractOperations } from './operations';

export { DOCUMENT_PATH };

export function documentText(): string {
  return `${JSON.stringify(buildDocument(contractOperations(registeredModules)), null, 2)}\n`;
}

if (require.main === module) {
  mkdirSync(dirname(DOCUMENT_PATH), { recursive: true });
  writeFileSync(DOCUMENT_PATH, documentText());
  console.log(`已写入 ${DOCUMENT_PATH}`);
}
