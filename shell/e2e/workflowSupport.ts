/** Helpers for the publish-workflow journeys: calls as the signed-in user, mock-server's test clock, test images. */
import type { Page } from 'playwright-core';
import { dialectEndpoint, formatCmsTime, workflowPath, type ArticleInput, type WorkflowAction, type WorkflowDialect } from 'shared-ui/contract';
import { BASE_URL } from './support';

const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? '4100'}`;

interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** A `/v2/cms` call with the page's cookies, as the signed-in user would make it. */
export async function callAsUser<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>, base = BASE_URL): Promise<{ status: number; body: Envelope<T> }> {
  const url = `${base}/v2/cms/${path}`;
  const res = method === 'GET' ? await page.request.get(url, { params: body as Record<string, string> }) : await page.request.fetch(url, { method, data: body ?? {} });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

/** Empties a module's pre-publish and live lists, so a journey's preset window overlaps nothing seeded. */
export async function clearModule(page: Page, apiBase: string, scope: Record<string, string>, dialect?: WorkflowDialect): Promise<void> {
  const call = (action: WorkflowAction) => ({ method: dialectEndpoint(dialect, action).method, path: workflowPath(apiBase, action, undefined, dialect) });
  const list = async (action: 'publishedList' | 'prepublishList') =>
    (await callAsUser<{ list: { id: number }[] }>(page, 'GET', call(action).path, { ...scope, currPage: '1', pageSize: '100' })).body.data.list.map((r) => r.id);
  const live = await list('publishedList');
  if (live.length) await callAsUser(page, call('out').method, call('out').path, { ...scope, ids: live });
  const pending = await list('prepublishList');
  if (pending.length) await callAsUser(page, call('prepublishDelete').method, call('prepublishDelete').path, { ...scope, ids: pending });
}

/** Moves mock-server's clock forward (it runs with MOCK_CLOCK=1 in the journeys). */
export async function advanceServerClock(page: Page, ms: number): Promise<void> {
  const res = await page.request.post(`${MOCK_URL}/__test/clock`, { data: { advanceMs: ms } });
  if (res.status() !== 200) throw new Error(`test clock refused: ${res.status()}`);
}

/** A real JPEG of the given size, drawn by the browser's canvas. */
export async function jpegOfSize(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2f6fd6';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** An article of a journey's own (the journeys share one mock-server, and the others read the seeds). */
export function journeyArticle(title: string, abstract: string): ArticleInput {
  return {
    title,
    author: '港股研究组',
    image_author: '',
    abstract,
    tags: '港股通;南向资金',
    url: '',
    own_disclaimer: '',
    other_disclaimer: '',
    thumbnail: '',
    content: '<p>南向资金本周累计净买入。</p>',
    article_module: 'macro',
    show_time: formatCmsTime(Date.now() - 3_600_000),
    position: 9,
    manager_id: '',
  };
}
