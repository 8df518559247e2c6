/** The article library's tables: one migration step, appended to db/schema.ts's list. */
export const ARTICLES_MIGRATION = `
  -- (to be written with the article library)
  SELECT 1;
`;
