/**
 * The home-page link base of this installation (contract appLinks.ts), set once by the shell at start from its
 * run-time config and read by every screen that builds a link to one of the apps' pages (an H5 page the release
 * system published). Until the shell sets it, links stay on this origin.
 */
// The file itself, not the contract's index: this entry is on the login page.
import { joinAppLink, type AppEnvironment } from '../contract/appLinks';

const settings: { environment: AppEnvironment | null; linkBase: string } = { environment: null, linkBase: '' };

export function configureAppLinks(next: { environment?: AppEnvironment | null; linkBase?: string }): void {
  if (next.environment !== undefined) settings.environment = next.environment;
  if (next.linkBase !== undefined) settings.linkBase = next.linkBase.replace(/\/+$/, '');
}

/** Where a page of the apps is in this environment: `appLink('/h5-live/a/index.html')` → `https://m.example.com/h5-live/a/index.html`. */
export function appLink(path: string): string {
  return joinAppLink(settings.linkBase, path);
}

/** The environment the shell runs in (null when none is named). */
export function appEnvironment(): AppEnvironment | null {
  return settings.environment;
}
