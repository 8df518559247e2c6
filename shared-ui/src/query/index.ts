/**
 * `shared-ui/query`: the console's one query client and the hook a screen's first data goes through — react-query and
 * nothing of the contract. A federation singleton of its own, so a screen that draws a console answer without forms or
 * grids (the publishing calendar) does not load `shared-ui/components` and, through it, the module contract's zod
 * (issue 44, item 11). `shared-ui/components` re-exports all of it: remotes may import it from either.
 */
export { QueryProvider, queryClient } from './queryClient';
export { useScreenQuery } from './useScreenQuery';
