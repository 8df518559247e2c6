/**
 * Part of `pnpm bench` (reported, never asserted): "is this library item in use, and where" against 10,000 slot
 * entries. The entries are written through the workflow store (so the reference index is written as in production,
 * in the entry's transaction) into the recommend slot, each naming 3–5 articles of the library; then the in-use answer
 * the article and fund screens ask for (`itemsInUse`: one indexed query on `slot_refs` joined to the entry's status)
 * is timed for 500 random items, median and p95. Aim: p95 under 5 ms.
 */
import { canonicalJson } from 'shared-ui/contract';
import { itemsInUse } from '../articles/slotCheck';
import { buildServer } from '../buildServer';

const ENTRIES = 10_000;
const SAMPLES = 500;

export interface InUseBenchReport {
  entries: number;
  indexRows: number;
  writeSeconds: number;
  inUse: { medianMs: number; p95Ms: number };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function benchInUse(): Promise<InUseBenchReport> {
  const app = await buildServer({ dbPath: ':memory:', captchaAnswer: 'ABCD' });
  try {
    const ctx = app.cms;
    const def = ctx.modules.find((m) => m.key === 'wm/recommend');
    if (!def) throw new Error('wm/recommend is not registered');
    const articles = ctx.libraries.articles?.search('', 10_000, undefined) ?? [];
    if (articles.length < 10) throw new Error('the article library has too few items to bench');
    // A fixed pseudo-random walk, so every run measures the same data.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const t0 = performance.now();
    ctx.workflowStore.transaction(() => {
      for (let i = 0; i < ENTRIES; i += 1) {
        const count = 3 + next(3);
        const picked = Array.from({ length: count }, (_, p) => ({ id: articles[(i + p * 7) % articles.length]?.id ?? '', position: p + 1, tag: '' }));
        const now = ctx.now();
        ctx.workflowStore.insert({
          module_key: def.key,
          status: i % 3 === 0 ? 'history' : 'prepublished',
          field_values: canonicalJson({ title: `基准 ${String(i)}`, articles: picked }),
          pre_operator: 'bench',
          pre_time: now,
          push_operator: null,
          push_time: now + i * 60_000,
          effect_time: null,
          dead_time: null,
          start_time: null,
          end_time: null,
          update_time: now,
          remove_operator: null,
          remove_time: null,
        });
      }
    });
    const writeSeconds = Number(((performance.now() - t0) / 1000).toFixed(2));
    const indexRows = (ctx.db.prepare('SELECT COUNT(*) AS n FROM slot_refs').get() as { n: number }).n;
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const key = articles[next(articles.length)]?.id ?? '';
      const started = performance.now();
      itemsInUse(ctx.refs, ctx.modules, 'articles', [key]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      entries: ENTRIES,
      indexRows,
      writeSeconds,
      inUse: { medianMs: Number(percentile(times, 0.5).toFixed(3)), p95Ms: Number(percentile(times, 0.95).toFixed(3)) },
    };
  } finally {
    await app.close();
  }
}
