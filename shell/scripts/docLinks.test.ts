/**
 * Issue 49: the reference lives beside the code it describes — each package's README and its `docs/` folder — and the
 * root README is a page a newcomer reads in five minutes, one line per topic pointing there. That only holds while the
 * links do: a link that leads nowhere, a heading renamed under an anchor, a doc nobody links to or a root README that
 * grows back fails CI here rather than misleading the next reader.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['shell', 'remote-articles', 'remote-wm', 'remote-br', 'remote-esop', 'remote-common', 'remote-h5', 'shared-ui', 'mock-server'];
const ROOT_README_MAX_LINES = 200;

interface Link { line: number; target: string }
interface Doc { file: string; text: string; links: Link[]; anchors: Set<string> }

/** Tracked markdown files and new ones git does not ignore (a doc being written counts before its commit). */
function markdownFiles(): string[] {
  const list = (...args: string[]): string[] =>
    execFileSync('git', ['ls-files', '-z', ...args, '--', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  const files = new Set([...list(), ...list('--others', '--exclude-standard')]);
  return [...files]
    .filter((file) => file !== '' && !/(^|\/)(node_modules|dist)\//.test(file) && fs.existsSync(path.join(ROOT, file)))
    .sort();
}

/** Fenced code blocks become blank lines, so what they hold is never read as a link or heading and lines keep their numbers. */
function withoutFences(text: string): string {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker !== undefined) fence = marker;
    else if (fence !== null && marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    else if (fence === null) return line;
    return '';
  }).join('\n');
}

/** GitHub's heading anchor (github-slugger): lower case, punctuation dropped except `-` and `_`, each space a `-`. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(prose: string): Set<string> {
  const anchors = new Set<string>();
  const occurrences = new Map<string, number>();
  for (const line of prose.split('\n')) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading !== undefined) {
      // A repeated heading gets -1, -2 … as on GitHub.
      const base = slug(heading);
      let anchor = base;
      while (occurrences.has(anchor)) {
        const count = (occurrences.get(base) ?? 0) + 1;
        occurrences.set(base, count);
        anchor = `${base}-${String(count)}`;
      }
      occurrences.set(anchor, 0);
      anchors.add(anchor);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (match[1] !== undefined) anchors.add(match[1]);
  }
  return anchors;
}

function readDoc(file: string): Doc {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const prose = withoutFences(text);
  // Inline code is blanked (newlines kept), so a link shown as an example in backticks is not followed.
  const masked = prose.replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, (code) => code.replace(/[^\n]/g, ' '));
  const links: Link[] = [];
  for (const match of masked.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s):, mailto: … are not ours to check
    links.push({ line: masked.slice(0, match.index).split('\n').length, target });
  }
  return { file, text, links, anchors: anchorsOf(prose) };
}

/** The file a link leads to (relative to the repository) and its fragment, if any. */
function resolve(from: string, target: string): { file: string; fragment: string | null } {
  const hash = target.indexOf('#');
  const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash));
  const fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  if (pathPart === '') return { file: from, fragment };
  const absolute = pathPart.startsWith('/') ? path.join(ROOT, pathPart) : path.resolve(ROOT, path.dirname(from), pathPart);
  return { file: path.relative(ROOT, absolute), fragment };
}

const docs = new Map(markdownFiles().map((file) => [file, readDoc(file)]));

it('finds the markdown of the repository', () => {
  expect(docs.has('README.md')).toBe(true);
  expect(docs.size).toBeGreaterThan(10);
});

it('every relative link leads to a file or folder, and every #fragment to a heading of its markdown file', () => {
  const broken: string[] = [];
  for (const doc of docs.values()) {
    for (const { line, target } of doc.links) {
      const { file, fragment } = resolve(doc.file, target);
      const where = `${doc.file}:${String(line)} → ${target}`;
      if (!fs.existsSync(path.join(ROOT, file))) broken.push(`${where} (no such file)`);
      else if (fragment !== null && fragment !== '' && file.endsWith('.md')) {
        const anchors = docs.get(file)?.anchors ?? anchorsOf(withoutFences(fs.readFileSync(path.join(ROOT, file), 'utf8')));
        if (!anchors.has(fragment)) broken.push(`${where} (no heading #${fragment} in ${file})`);
      }
    }
  }
  expect(broken).toEqual([]);
});

it(`keeps the root README a five-minute read (at most ${String(ROOT_README_MAX_LINES)} lines)`, () => {
  const lines = (docs.get('README.md')?.text ?? '').replace(/\n$/, '').split('\n').length;
  expect(lines).toBeLessThanOrEqual(ROOT_README_MAX_LINES);
});

it('gives every package a README', () => {
  expect(PACKAGES.filter((pkg) => !fs.existsSync(path.join(ROOT, pkg, 'README.md')))).toEqual([]);
});

it('links every page of a docs/ folder from the root README or its package’s README', () => {
  const linkedFrom = (readme: string): Set<string> =>
    new Set((docs.get(readme)?.links ?? []).map((link) => resolve(readme, link.target).file));
  const orphans = [...docs.keys()].filter((file) => {
    if (!/(^|\/)docs\//.test(file)) return false;
    const pkg = file.split('/')[0] ?? '';
    return !linkedFrom('README.md').has(file) && !linkedFrom(`${pkg}/README.md`).has(file);
  });
  expect(orphans).toEqual([]);
});
