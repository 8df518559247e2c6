/** The H5 release system's tables: one migration step, appended to db/schema.ts's list. */
export const H5_RELEASE_MIGRATION = `
  -- (to be written with the H5 release system)
  SELECT 1;
`;
