/**
 * Part of `pnpm contract`: writes `shell/openapi/console-openapi.json` from CONSOLE_CALLS. `consoleDocument.test.ts` fails
 * when the committed file differs from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildConsoleDocument } from './consoleDocument';

export const CONSOLE_DOCUMENT_PATH = resolve(__dirname, '../../../openapi/console-openapi.json');

export function consoleDocumentText(): string {
  return `${JSON.stringify(buildConsoleDocument(), null, 2)}\n`;
}

if (require.main === module) {
  mkdirSync(dirname(CONSOLE_DOCUMENT_PATH), { recursive: true });
  writeFileSync(CONSOLE_DOCUMENT_PATH, consoleDocumentText());
  console.log(`已写入 ${CONSOLE_DOCUMENT_PATH}`);
}
