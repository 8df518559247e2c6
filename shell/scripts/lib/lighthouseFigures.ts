/**
 * The pure half of the bench's Lighthouse part: what one Lighthouse run's result (its LHR) says about a page, the
 * median of a page's runs per preset, and how far a page's mobile performance lies from the machine's own reference
 * (a static page measured in the same run, so the machine's noise and speed show beside the product's figures).
 */

/** The part of a Lighthouse result (LHR) the bench reads. Lighthouse's own types are far larger; this is what is used. */
export interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** One run's figures. Scores are 0–100 (Lighthouse's 0–1 × 100), times in ms, sizes in bytes as transferred. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  jsRequests: number;
}

/** A page's figures for one preset: the median of its runs, and the spread of its performance score. */
export interface PresetFigures extends RunFigures {
  runs: number;
  performanceRange: [number, number];
}

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** The middle value (the upper middle of an even count); 0 for none. */
export function medianOf(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

const score = (lhr: LighthouseResult, id: string): number => {
  const value = lhr.categories[id]?.score;
  // A category Lighthouse could not score (null) is not a 0: the run is unusable and says so.
  if (typeof value !== 'number') throw new Error(`Lighthouse 未能给出「${id}」评分（${lhr.runtimeError?.message ?? '无错误信息'}）`);
  return Math.round(value * 100);
};

const numeric = (lhr: LighthouseResult, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse 结果缺少「${id}」的数值`);
  return value;
};

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

const isSummaryItem = (item: unknown): item is ResourceSummaryItem =>
  typeof item === 'object' && item !== null && typeof (item as ResourceSummaryItem).resourceType === 'string';

/** Reads one run's figures from its LHR; throws when the run failed (a runtime error or a missing score). */
export function figuresOf(lhr: LighthouseResult): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse 运行出错：${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const summary = (lhr.audits['resource-summary']?.details?.items ?? []).filter(isSummaryItem);
  const of = (type: string) => summary.find((item) => item.resourceType === type) ?? { requestCount: 0, transferSize: 0 };
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    totalBytes: Math.round(numeric(lhr, 'total-byte-weight')),
    jsBytes: of('script').transferSize,
    requests: of('total').requestCount,
    jsRequests: of('script').requestCount,
  };
}

/** Each figure's own median over the runs (so a figure may come from another run than its neighbour's). */
export function medianFigures(runs: readonly RunFigures[]): PresetFigures {
  if (runs.length === 0) throw new Error('没有可取中位数的 Lighthouse 结果');
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  const figures = Object.fromEntries(keys.map((key) => [key, medianOf(runs.map((run) => run[key]))])) as unknown as RunFigures;
  const performance = runs.map((run) => run.performance);
  return { ...figures, runs: runs.length, performanceRange: [Math.min(...performance), Math.max(...performance)] };
}

/** A measured page: its name in the report, its address, and its figures per preset. */
export interface PageFigures {
  page: string;
  url: string;
  /** Both presets in `pnpm bench`; one when a run is limited to it. */
  presets: Partial<Record<Preset, PresetFigures>>;
}

/**
 * Mobile performance against the reference page, in points (page − reference; 0 or more: as fast as a static page).
 * Issue 32's target: /login and the public pages no more than 10 points below.
 */
export function mobileGapToReference(page: PageFigures, reference: PageFigures): number | null {
  const [mine, theirs] = [page.presets.mobile, reference.presets.mobile];
  return mine && theirs ? mine.performance - theirs.performance : null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Columns as a terminal shows them: a CJK character takes two cells. */
const cells = (text: string) => [...text].reduce((sum, ch) => sum + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
const left = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - cells(text)));
const right = (text: string, width: number) => ' '.repeat(Math.max(0, width - cells(text))) + text;

const COLUMNS: readonly { title: string; width: number; value: (page: PageFigures, preset: Preset, f: PresetFigures) => string }[] = [
  { title: '页面', width: 12, value: (page) => page.page },
  { title: '预设', width: 8, value: (_page, preset) => preset },
  { title: '性能', width: 5, value: (_p, _s, f) => String(f.performance) },
  { title: '范围', width: 8, value: (_p, _s, f) => `${String(f.performanceRange[0])}–${String(f.performanceRange[1])}` },
  { title: '无障碍', width: 7, value: (_p, _s, f) => String(f.accessibility) },
  { title: '最佳实践', width: 9, value: (_p, _s, f) => String(f.bestPractices) },
  { title: 'LCP ms', width: 8, value: (_p, _s, f) => String(f.lcpMs) },
  { title: 'TBT ms', width: 8, value: (_p, _s, f) => String(f.tbtMs) },
  { title: '总传输', width: 9, value: (_p, _s, f) => kb(f.totalBytes) },
  { title: 'JS 传输', width: 9, value: (_p, _s, f) => kb(f.jsBytes) },
  { title: '请求 JS/全部', width: 13, value: (_p, _s, f) => `${String(f.jsRequests)}/${String(f.requests)}` },
];

/** The console report's table: one line per page and preset (medians; 范围 = the performance score's lowest–highest). */
export function formatLighthouseTable(pages: readonly PageFigures[]): string[] {
  const line = (texts: string[]) => `  ${texts.map((text, i) => (i < 2 ? left : right)(text, COLUMNS[i]!.width)).join(' ')}`;
  const lines = [line(COLUMNS.map((c) => c.title))];
  for (const page of pages) {
    for (const preset of PRESETS) {
      const f = page.presets[preset];
      if (f) lines.push(line(COLUMNS.map((c) => c.value(page, preset, f))));
    }
  }
  return lines;
}
