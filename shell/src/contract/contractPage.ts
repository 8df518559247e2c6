/** The console's page of the contract's OpenAPI document (`pnpm contract`), for super admins: under `/permission`. */
export const CONTRACT_PAGE_PATH = '/permission/contract';
/** Where the shell's server serves the document (`shell/server`, `pnpm start`). */
export const CONTRACT_DOCUMENT_URL = '/contract/openapi.json';
