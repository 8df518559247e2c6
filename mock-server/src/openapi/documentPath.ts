/**
 * Where the `/v2/cms` contract's OpenAPI document is committed: inside this package, beside its writer (`pnpm
 * contract`). A file of its own so the conformance kit, which reads the document alone, names it without loading the
 * modules the writer builds it from. (The shell serves it at `/contract/openapi.json`.)
 */
import { resolve } from 'node:path';

export const DOCUMENT_PATH = resolve(__dirname, '../../openapi/openapi.json');
