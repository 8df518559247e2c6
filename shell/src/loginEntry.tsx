/**
 * The /login page on its own (`login.html`, which the server sends for /login): the form and the session it starts.
 * It shows no remote, so it is not a Module Federation host — no federation runtime, no share scope — and its React,
 * MUI and shared-ui are tree-shaken to what the form uses (issue 13). Signing in loads the console page (the session
 * is in the cookies and storage, as after any reload), whose scripts are prefetched once the person starts typing.
 *
 * The build pre-renders the form into login.html (`scripts/prerenderLogin.tsx`): the page shows it, taking typing, at
 * its first paint; this entry then starts the page after that paint and hydrates the form (`startLoginPage`).
 *
 * The shell's server sends a visitor with no session cookie here from any signed-in address (`?redirect=` names it).
 * The console keeps its own /login route (`RoutedLoginPage`) for a session that ends while it runs: there sign-in
 * navigates in place.
 */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

// Eager: the page's code is in this file's chunks, but its modules (React, MUI, the form) run only when it is imported.
// The build pre-rendered the form into the page (scripts/prerenderLogin.tsx): the browser paints it, and the person
// can start typing, before React and MUI start up and take it over.
startWhenPainted(() => import(/* webpackMode: "eager" */ './login/startLoginPage').then((page) => ({ start: page.startLoginPage })));
