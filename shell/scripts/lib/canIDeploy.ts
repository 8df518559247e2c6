/**
 * The check a team runs before it deploys (issue 45; think Pact's `can-i-deploy`), on the handshake's own rule
 * (shell/src/remotes/sharedUiHandshake.ts: a remote runs on a shell whose shared-ui has its major and is not older):
 * - a remote: its built `dist/mf-manifest.json` against what the deployed shell says of itself (`/shell-info.json`);
 * - a shell: its built `dist/shell-info.json` against every build the deployed `remotes.json` names (current and
 *   previous), read from where they are deployed — which of them the new shell would stop.
 * Each answers yes or no with a line per build, in the words the area would show.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHELL_INFO_FILE, type ShellInfo } from 'shared-ui/federation';
import { buildsOf } from '../../src/remotes/fetchRemotesJson';
import { runsOn, sharedUiOfManifest } from '../../src/remotes/sharedUiHandshake';

export interface Verdict {
  ok: boolean;
  lines: string[];
}

/** Reads a URL (http, https) or a file. */
export type ReadText = (where: string) => Promise<string>;

export const readText: ReadText = async (where) => {
  if (!/^https?:\/\//.test(where)) return fs.readFile(where, 'utf8');
  const response = await fetch(where, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`无法读取 ${where}（HTTP ${String(response.status)}）`);
  return response.text();
};

function shellVersionOf(text: string, where: string): string {
  const info = JSON.parse(text) as Partial<ShellInfo>;
  const version = info.sharedUi?.version;
  if (typeof version !== 'string') throw new Error(`${where} 不是框架信息（缺少 sharedUi.version）`);
  return version;
}

/** One build against one shell: a line saying whether it runs there, and why. */
function judge(manifestText: string, shellVersion: string, label: string): { ok: boolean; line: string } {
  const recorded = sharedUiOfManifest(manifestText);
  if (!recorded) return { ok: false, line: `✗ ${label}：不是子应用清单（mf-manifest.json），或其中没有 shared-ui` };
  if (runsOn(recorded.needs, shellVersion)) return { ok: true, line: `✓ ${label}（${recorded.remote}）构建时的 shared-ui 为 ${recorded.needs}，框架为 ${shellVersion}：可以运行` };
  return { ok: false, line: `✗ ${label}（${recorded.remote}）需要 shared-ui ^${recorded.needs}，框架为 ${shellVersion}：无法加载` };
}

/** Before deploying a remote: its `dist/` against the deployed shell at `shellUrl`. */
export async function canDeployRemote({ shellUrl, remoteDist, read = readText }: { shellUrl: string; remoteDist: string; read?: ReadText }): Promise<Verdict> {
  const infoUrl = new URL(SHELL_INFO_FILE, shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`).href;
  const shellVersion = shellVersionOf(await read(infoUrl), infoUrl);
  const { ok, line } = judge(await read(path.join(remoteDist, 'mf-manifest.json')), shellVersion, `新构建 ${remoteDist}`);
  return { ok, lines: [line, ok ? '可以部署。' : '不能部署：请先部署新版框架（shell），或用与线上框架相同主版本、不更新的 shared-ui 重新构建该模块。'] };
}

/** Before deploying a shell: its `dist/` against every build the deployed `remotes.json` (a URL or a file) names. */
export async function canDeployShell({ shellDist, remotesJson, read = readText }: { shellDist: string; remotesJson: string; read?: ReadText }): Promise<Verdict> {
  const shellVersion = shellVersionOf(await read(path.join(shellDist, SHELL_INFO_FILE)), shellDist);
  const entries = JSON.parse(await read(remotesJson)) as Record<string, unknown>;
  // Relative entries are relative to the shell's origin, where remotes.json is served (as the browser reads them).
  const base = /^https?:\/\//.test(remotesJson) ? remotesJson : undefined;
  const lines: string[] = [];
  let ok = true;
  for (const [remote, entry] of Object.entries(entries)) {
    // Read as the shell reads it (fetchRemotesJson.ts): an entry it would ignore is not a deployed build.
    const builds = buildsOf(entry);
    if (!builds) continue;
    for (const which of ['current', 'previous'] as const) {
      const where = builds[which];
      if (where === undefined) continue;
      const label = `${remote} ${which === 'current' ? '当前版本' : '上一个版本'}`;
      const url = base ? new URL(where, base).href : where;
      try {
        const verdict = judge(await read(url), shellVersion, label);
        lines.push(verdict.line);
        // A previous build that no longer runs only loses the fallback; a current one stops the area.
        if (!verdict.ok && which === 'current') ok = false;
      } catch (error) {
        lines.push(`? ${label}：无法读取 ${url}（${error instanceof Error ? error.message : String(error)}）`);
        if (which === 'current') ok = false;
      }
    }
  }
  lines.push(ok ? `可以部署：线上每个子应用的当前版本都能在新框架（shared-ui ${shellVersion}）上运行。` : `不能部署：新框架（shared-ui ${shellVersion}）会使上面标 ✗ 的子应用无法加载；请先用新版 shared-ui 重新构建并部署它们。`);
  return { ok, lines };
}
