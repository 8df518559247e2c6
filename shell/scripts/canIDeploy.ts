/**
 * `pnpm can-i-deploy` — the check before a deploy (lib/canIDeploy.ts). Exit 0: yes; 1: no; 2: the check could not run.
 *
 *   pnpm can-i-deploy --shell https://cms.example.com --remote remote-wm/dist
 *   pnpm can-i-deploy --shell-build shell/dist --remotes https://cms.example.com/remotes.json
 */
import { canDeployRemote, canDeployShell, type Verdict } from './lib/canIDeploy';

const USAGE = `用法：
  pnpm can-i-deploy --shell <线上框架地址> --remote <子应用的 dist 目录>       部署子应用之前
  pnpm can-i-deploy --shell-build <框架的 dist 目录> --remotes <线上 remotes.json 的地址或文件>   部署框架之前`;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<Verdict> {
  const shell = option('shell');
  const remote = option('remote');
  const shellBuild = option('shell-build');
  const remotes = option('remotes');
  if (shell && remote) return canDeployRemote({ shellUrl: shell, remoteDist: remote });
  if (shellBuild && remotes) return canDeployShell({ shellDist: shellBuild, remotesJson: remotes });
  throw new Error(USAGE);
}

main().then(
  (verdict) => {
    for (const line of verdict.lines) console.log(line);
    process.exit(verdict.ok ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
