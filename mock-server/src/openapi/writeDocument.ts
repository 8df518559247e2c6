/**
 * `pnpm contract`: writes `contract/openapi.json` from the contract and the module definitions. The test
 * `openapi.document.test.ts` fails when the committed file differs from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { registeredModules } from '../modules/registry';
import { buildDocument } from './buildDocument';
import { contractOperations } from './operations';

export const DOCUMENT_PATH = resolve(__dirname, '../../../contract/openapi.json');

export function documentText(): string {
  return `${JSON.stringify(buildDocument(contractOperations(registeredModules)), null, 2)}\n`;
}

if (require.main === module) {
  mkdirSync(dirname(DOCUMENT_PATH), { recursive: true });
  writeFileSync(DOCUMENT_PATH, documentText());
  console.log(`已写入 ${DOCUMENT_PATH}`);
}
