/**
 * The `/v2/cms` contract's OpenAPI document in the repository: mock-server writes it into its own package
 * (`pnpm contract`), and the shell serves it at CONTRACT_DOCUMENT_URL (the 接口约定 page reads it there).
 */
export const CONTRACT_DOCUMENT_FILE = 'mock-server/openapi/openapi.json';
