/** The shell's own pages. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
/** The login page's query parameter naming the address to open after sign-in (set by the shell's server). */
export const LOGIN_TARGET_PARAM = 'redirect';
