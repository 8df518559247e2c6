/**
 * The product areas and their route bases (spec §2). Plain values, no zod: the light root entry names them too (the
 * calendar's first call is asked for before the module contract has loaded).
 */
export type AreaKey = 'wm' | 'br' | 'esop' | 'common' | 'ow' | 'h5';

/** Route bases of the areas (spec §2). */
export const AREA_BASE_PATHS: Record<AreaKey, string> = {
  wm: '/operation/wm',
  br: '/operation/br',
  esop: '/operation/esop',
  common: '/operation/common',
  ow: '/operation/ow',
  h5: '/h5',
};
