/**
 * axe-core in every journey: each page `openPage()` opens is watched, and once a navigation (a load or a history
 * change) has settled, axe checks the page — once per distinct URL path per journey file, so the cost stays a few
 * scans per journey. `axeSetup.ts` (jest's setupFilesAfterEnv) fails the test after which a violation of impact
 * serious or critical was found, naming the rule, the element and the URL. Every finding, moderate ones too, is
 * written to `.test-results/axe/<journey>.json` for whoever wants to look further.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails a journey; the rest is reported in the JSON file only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Third-party widgets this product cannot change, left out of the check (their own selectors only — never a rule).
 * Each says why.
 */
const EXCLUDED_WIDGETS: readonly string[] = [
  // swagger-ui on /permission/contract draws the API document; its markup (headings, contrast, unlabelled
  // selects) is the library's, and the page shows it as delivered.
  '.swagger-ui',
];
/** Quiet time after a navigation before a scan (a screen's first data usually arrives by then). */
const SETTLE_MS = 700;
/**
 * How long a scan waits for a visible progress indicator to go away and for transitions (a tooltip or dialog fading
 * in: axe would measure its half-faded colours) to end, before checking what is there.
 */
const LOADING_WAIT_MS = 8000;

export interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  why: string[];
}

/** Screens scanned in this journey file (jest loads this module afresh per file). */
const scannedPaths = new Set<string>();
/** How long each scan took (ms), reported with the findings. */
const scanTimes: Record<string, number> = {};
/** Scans under way, awaited before a test's findings are judged. */
const running = new Set<Promise<void>>();
/** Pages whose settle timer is armed, so a test that ends first can have them scanned at once. */
const armed = new Map<Page, () => void>();
let findings: AxeFinding[] = [];
const allFindings: AxeFinding[] = [];

/**
 * The path a URL shows: one scan per distinct path (a record's page counts as its own: /approval/70000 and
 * /approval/80001 show different screens).
 */
function screenOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/** Waits (at most LOADING_WAIT_MS) until no progress indicator shows and no finite animation or transition runs. */
export async function waitForLoadingToEnd(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="progressbar"]')].some((el) => el.checkVisibility({ visibilityProperty: true })) &&
        // Finite animations only: a spinner's never end.
        !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
      undefined,
      { timeout: LOADING_WAIT_MS, polling: 200 },
    )
    .catch(() => undefined); // Still loading after the wait: check what is shown.
}

async function scan(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const key = screenOf(page.url());
  if (!key || scannedPaths.has(key)) return;
  scannedPaths.add(key);
  try {
    await waitForLoadingToEnd(page);
    if (screenOf(page.url()) !== key) {
      scannedPaths.delete(key); // Left before it settled: the next visit is checked instead.
      return;
    }
    // Legacy mode runs axe in the page itself (no extra blank page in the journey's context, which a journey counting
    // its tabs would see); only violations are collected, which keeps a scan cheap.
    let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
    for (const selector of EXCLUDED_WIDGETS) builder = builder.exclude(selector);
    const started = Date.now();
    let result = await builder.analyze();
    // The journey goes on while axe scans: a popover or a tooltip may have started to fade in meanwhile, and axe
    // measures its half-faded colours. A finding counts when a second scan, once the page is still again, finds it too.
    if (result.violations.some((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
      await waitForLoadingToEnd(page);
      if (screenOf(page.url()) !== key) throw new Error('left during the scan');
      result = await builder.analyze();
    }
    scanTimes[key] = Date.now() - started;
    const found = result.violations.map((v) => ({
      url: result.url,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      // What axe measured (e.g. the two colours and their ratio), to read the finding without running it again.
      why: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 160)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
    }));
    findings.push(...found);
    allFindings.push(...found);
  } catch {
    // The page navigated away or closed under the scan: the next visit to this path is checked instead.
    scannedPaths.delete(key);
  }
}

function track(work: Promise<void>): void {
  running.add(work);
  void work.finally(() => running.delete(work));
}

/** Watches a journey's page: every settled navigation of its main frame is checked once per path. */
export function watchAccessibility(page: Page): void {
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    clearTimeout(timer);
    armed.delete(page);
    track(scan(page));
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(fire, SETTLE_MS);
    armed.set(page, fire);
  });
  page.on('close', () => {
    clearTimeout(timer);
    armed.delete(page);
  });
}

/**
 * Runs the page scans still waiting for their settle time and waits until none is running. A journey's own axe check
 * (a dialog's) calls this first: axe runs one scan at a time in a page, and a page scan starting under it would make
 * it fail with "Axe is already running".
 */
export async function finishPageScans(): Promise<void> {
  for (const fire of [...armed.values()]) fire();
  while (running.size > 0) await Promise.all([...running]);
}

/** Scans what is still waiting, then returns (and forgets) the findings since the last call. */
export async function takeFindings(): Promise<AxeFinding[]> {
  await finishPageScans();
  const taken = findings;
  findings = [];
  return taken;
}

export function failingFindings(found: AxeFinding[]): AxeFinding[] {
  return found.filter((f) => FAILING_IMPACTS.has(f.impact));
}

export function describeFindings(found: AxeFinding[]): string {
  return found.map((f) => `[${f.impact}] ${f.rule} (${f.help}) at ${f.url}\n    ${f.targets.slice(0, 8).join('\n    ')}\n    ${f.why.join('\n    ')}`).join('\n');
}

/** Writes every finding of this journey file, moderate and minor ones too, beside jest's results. */
export function writeFindings(journeyFile: string): void {
  const dir = path.resolve(__dirname, '../../.test-results/axe');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${path.basename(journeyFile, '.e2e.ts')}.json`), JSON.stringify({ scanned: [...scannedPaths], scanMs: scanTimes, findings: allFindings }, null, 2));
}
