/**
 * One generated article's text: title, abstract, tags and body for a module, from the vocabulary. The body is
 * written the way the sanitiser leaves HTML (links already carry target and rel), so seeded content is what an
 * editor's saved article looks like.
 */
import { seedImagePath } from 'shared-ui/contract';
import type { RelatedManager } from 'shared-ui/contract';
import { RELATED_MANAGERS } from '../managers';
import type { Prng } from './prng';
import { BROKERS, CLAUSES, MODULE_TOPICS, PERIODS, QUESTIONS, SUGGESTIONS, VIEWS, type Topic } from './vocabulary';

export type ArticleModuleKey = keyof typeof MODULE_TOPICS;

export interface ArticleText {
  title: string;
  abstract: string;
  tags: string;
  content: string;
  manager_id: string;
}

const HOT_EVENTS = ['连续 5 日净流入', '单周成交创年内新高', '获资金大举加仓', '板块集体走强', '热度持续攀升', '迎来密集催化'] as const;
const EDU_QUESTIONS = ['为什么需要耐心？', '三分钟看懂核心逻辑', '新手最容易忽略的细节', '收益从哪里来？', '风险到底有多大？'] as const;

type TitleTemplate = (r: Prng, topic: Topic, manager: RelatedManager | undefined) => string;

const TITLES: Readonly<Record<ArticleModuleKey, readonly TitleTemplate[]>> = {
  macro: [
    (r, t) => `${t.name}前瞻：${r.pick(VIEWS)}，${r.pick(QUESTIONS)}`,
    (r, t) => `${r.pick(PERIODS)}${t.name}怎么看？${String(r.int(3, 6))} 个关键信号`,
    (r, t) => `一文读懂${t.name}：${r.pick(VIEWS)}`,
    (r, t) => `${t.name}点评：${r.pick(VIEWS)}，${r.pick(PERIODS)}${r.pick(QUESTIONS)}`,
  ],
  hot: [
    (r, t) => `${t.name}${r.pick(HOT_EVENTS)}，${r.pick(BROKERS)}策略：${r.pick(PERIODS)}关注${t.tags[1] ?? t.name}`,
    (r, t) => `${t.name}再度升温：${r.pick(VIEWS)}，${r.pick(QUESTIONS)}`,
    (r, t) => `${r.pick(PERIODS)}${t.name}${r.pick(HOT_EVENTS)}，${r.pick(QUESTIONS)}`,
  ],
  managerbrand: [
    (r, t, m) => `${m?.name ?? '基金经理'}谈${t.name}：${r.pick(VIEWS)}`,
    (r, t, m) => `对话${m?.company ?? ''}${m?.name ?? '基金经理'}：${r.pick(PERIODS)}如何把握${t.name}`,
    (r, t, m) => `${m?.name ?? '基金经理'}：${t.name}${r.pick(VIEWS)}，${r.pick(QUESTIONS)}`,
  ],
  education: [
    (r, t) => `${t.name}入门：${r.pick(EDU_QUESTIONS)}`,
    (r, t) => `关于${t.name}，你需要知道的 ${String(r.int(3, 8))} 件事`,
    (r, t) => `${t.name}常见误区：${String(r.int(3, 6))} 个问题一次讲清`,
    (r, t) => `新手必读：${t.name}${r.pick(EDU_QUESTIONS)}`,
  ],
};

const percent = (r: Prng, min: number, max: number) => `${(min + r.next() * (max - min)).toFixed(1)}%`;

function dataTable(r: Prng, topic: Topic): string {
  const rows = ['本期', '前值', '市场预期']
    .map((label) => `<tr><td>${label}</td><td>${percent(r, -0.5, 3.5)}</td><td>${percent(r, 1, 5)}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>${topic.tags[0] ?? topic.name}</th><th>同比</th><th>收益率</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function body(r: Prng, module: ArticleModuleKey, topic: Topic): string {
  const parts = [`<p>${r.pick(CLAUSES)}。${r.pick(CLAUSES)}。</p>`, `<h2>一、${topic.name}的最新变化</h2>`, `<p>${r.pick(CLAUSES)}，${r.pick(CLAUSES)}。</p>`];
  if (module === 'macro' && r.chance(0.6)) parts.push(dataTable(r, topic));
  if (r.chance(0.35)) parts.push(`<p><img src="${seedImagePath(`article-chart-${String(r.int(1, 6))}`, { width: 640, height: 360 })}" alt="${topic.name}示意图"></p>`);
  parts.push('<h2>二、配置建议</h2>', `<ul>${r.sample(SUGGESTIONS, 3).map((s) => `<li>${s}</li>`).join('')}</ul>`);
  if (r.chance(0.3)) {
    const href = `https://research.example-wealth.com/topics/${encodeURIComponent(topic.tags[0] ?? 'market')}`;
    parts.push(`<p>延伸阅读：<a href="${href}" target="_blank" rel="noopener noreferrer">${topic.name}专题</a></p>`);
  }
  parts.push('<blockquote><p>风险提示：以上观点仅供参考，不构成投资建议；基金有风险，投资需谨慎。</p></blockquote>');
  return parts.join('');
}

/** A module's article text; `used` holds the titles taken so far (live titles are unique), this one is added. */
export function articleText(r: Prng, module: ArticleModuleKey, used: Set<string>): ArticleText {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const topic = r.pick(MODULE_TOPICS[module]);
    const manager = module === 'managerbrand' ? r.pick(RELATED_MANAGERS) : undefined;
    const title = r.pick(TITLES[module])(r, topic, manager);
    if (used.has(title)) continue;
    used.add(title);
    const tags = [...new Set([...topic.tags.slice(0, r.int(2, 3)), ...(r.chance(0.4) ? [r.pick(['资产配置', '长期投资', '市场观察', '投资策略'])] : [])])];
    return {
      title,
      abstract: `${r.pick(CLAUSES)}。${r.pick(CLAUSES)}。`,
      tags: tags.join(';'),
      content: body(r, module, topic),
      manager_id: manager?.id ?? '',
    };
  }
  throw new Error(`文章种子：${module} 模块的标题组合已用尽`);
}
