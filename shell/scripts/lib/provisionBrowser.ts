/**
 * What the browser journeys need on this machine: Debian's Chromium and a CJK font (without one, every Chinese label
 * renders as boxes and screenshots say nothing). `pnpm test` and `pnpm bench` call this first, so a newcomer types only
 * the README's commands: as root it installs what is missing through apt-get; otherwise it says what to run.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './workspace';

const PACKAGES = ['chromium', 'fonts-noto-cjk'];

export const PROVISION_HINT = `浏览器测试需要 Chromium 和中文字体。请以 root 运行 pnpm test 自动安装，或手动执行：sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}（也可设置 CHROMIUM_PATH 指向已有的 Chromium）。`;

export function hasCjkFont(): boolean {
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.trim() !== '';
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
export const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;

/** The Chromium to run journeys with, installing it and the font first when possible; null (and the hint) otherwise. */
export function provisionBrowser(): string | null {
  const found = findChromium();
  if (found && hasCjkFont()) return found;
  if (!isRoot() || !hasAptGet()) {
    console.error(found ? `未找到中文字体。${PROVISION_HINT}` : PROVISION_HINT);
    // Without the font the journeys still run (labels are matched as text); without Chromium they cannot.
    return found;
  }
  aptInstall(PACKAGES, '浏览器测试', PROVISION_HINT);
  return findChromium();
}

/** Installs Debian packages as root (the caller checked); says `hint` when apt-get fails. */
export function aptInstall(packages: readonly string[], forWhat: string, hint: string): boolean {
  console.log(`正在安装${forWhat}所需的 ${packages.join('、')}（apt-get，需要几分钟）…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env }) : update;
  if (install.status !== 0) console.error(`安装失败（apt-get 退出码 ${String(install.status)}）。${hint}`);
  return install.status === 0;
}
