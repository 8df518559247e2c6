/**
 * The part of the Module Federation runtime the shell calls. The shell does not depend on the runtime package
 * itself: ModuleFederationPlugin aliases `@module-federation/runtime` to the very runtime instance the host was
 * initialised with (which is what makes `registerRemotes` and `loadRemote` see the host's shared scope). This
 * declaration gives that import its types; it mirrors @module-federation/runtime 2.9.
 */
declare module '@module-federation/runtime' {
  export interface RemoteRegistration {
    name: string;
    /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
    entry: string;
    alias?: string;
  }
  export function registerRemotes(remotes: RemoteRegistration[], options?: { force?: boolean }): void;
  export function loadRemote<T>(id: string, options?: { loadFactory?: boolean; from: 'build' | 'runtime' }): Promise<T | null>;
}
