/** What the shell passes to a remote's `./App`: the route path it is mounted at (e.g. `/operation/wm`). */
export interface RemoteAppProps {
  basePath: string;
}
