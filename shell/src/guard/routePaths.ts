/** The shell's own pages. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
/**
 * Permission management (the contract's PERMISSION_ADMIN_PATH): repeated here because the contract's constant sits
 * in `shared-ui/contract`, which the router's eager chunk must not pull in (it brings zod).
 */
export const PERMISSION_PATH = '/permission';
