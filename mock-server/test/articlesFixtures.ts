/** What the article tests share: a valid article and information item, typed answers, and image bytes. */
import { encode } from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  ARTICLE_API,
  INFORMATION_API,
  formatCmsTime,
  type ArticleDetail,
  type ArticleInput,
  type ArticleRow,
  type InformationDetail,
  type InformationInput,
  type Paged,
} from 'shared-ui/contract';
import { Browser, PASSWORDS, signInAs, startServer, T0, type JsonResponse, type TestServer } from './harness';

export const HOUR = 3_600_000;

let counter = 0;
/** A title no seed row has. */
export const uniqueTitle = (stem = '测试文章') => `${stem}${String((counter += 1))}号`;

export function validArticle(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: uniqueTitle(),
    author: '测试作者',
    image_author: '',
    abstract: '一段摘要',
    tags: '美联储;降息',
    url: '',
    own_disclaimer: '',
    other_disclaimer: '',
    thumbnail: '',
    content: '<p>正文内容</p>',
    article_module: 'macro',
    show_time: formatCmsTime(T0 - HOUR),
    position: 5,
    manager_id: '',
    ...overrides,
  };
}

export function validInformation(overrides: Partial<InformationInput> = {}): InformationInput {
  return {
    type: 2,
    title: uniqueTitle('测试资讯'),
    author: '测试作者',
    abstract: '摘要',
    content: '<p>资讯正文</p>',
    show_time: formatCmsTime(T0 - HOUR),
    event_date: '',
    market: '',
    stock_code: '',
    stock_name: '',
    event_type: '',
    related_stocks: '',
    ...overrides,
  };
}

/** The data of a successful answer, failing loudly (with the answer) otherwise. */
export function dataOf<T>(res: JsonResponse): T {
  if (res.body.code !== 0) throw new Error(`expected success, got ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

export async function createArticle(browser: Browser, overrides: Partial<ArticleInput> = {}): Promise<ArticleDetail> {
  return dataOf<ArticleDetail>(await browser.call('POST', ARTICLE_API.create, validArticle(overrides)));
}

export async function articleDetail(browser: Browser, linkId: string): Promise<ArticleDetail> {
  return dataOf<ArticleDetail>(await browser.call('GET', `${ARTICLE_API.detail}?linkId=${encodeURIComponent(linkId)}`));
}

export async function listArticles(browser: Browser, query: Record<string, string | number> = {}): Promise<Paged<ArticleRow>> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return dataOf<Paged<ArticleRow>>(await browser.call('GET', `${ARTICLE_API.list}?${params.toString()}`));
}

export async function createInformation(browser: Browser, overrides: Partial<InformationInput> = {}): Promise<InformationDetail> {
  return dataOf<InformationDetail>(await browser.call('POST', INFORMATION_API.create, validInformation(overrides)));
}

export function jpegBytes(width = 8, height = 8): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  return Buffer.from(encode({ data, width, height }, 80).data);
}

export function pngBytes(width = 4, height = 4): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** The smallest GIF89a: one transparent pixel. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const base64 = (bytes: Buffer) => bytes.toString('base64');

type Account = keyof typeof PASSWORDS;

/** The file's server, readable once its beforeAll has started it (tests only ever read it inside tests). */
class FileServer implements TestServer {
  private started: TestServer | undefined;

  start(server: TestServer): void {
    this.started = server;
  }

  private get server(): TestServer {
    if (!this.started) throw new Error('the test server is read before beforeAll started it');
    return this.started;
  }

  get app(): TestServer['app'] {
    return this.server.app;
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  get clock(): TestServer['clock'] {
    return this.server.clock;
  }

  close = (): Promise<void> => this.started?.close() ?? Promise.resolve();
}

/**
 * What every article test file sets up: one server for the file, and a browser signed in as each account named
 * (in that order), started before the file's tests and closed after them.
 */
export function articleTestServer<const A extends Account>(...accounts: A[]): { server: TestServer } & Record<A, Browser> {
  const server = new FileServer();
  const browsers = Object.fromEntries(accounts.map((account) => [account, new Browser(server)])) as Record<A, Browser>;
  beforeAll(async () => {
    server.start(await startServer());
    // These files are about the library's own rules, so the seed editor and reader get every screen under /articles;
    // who may reach which article call is the permission gate's test (permissionGate.test.ts).
    server.app.cms.db.prepare(`UPDATE accounts SET permission = '["/articles"]' WHERE account IN ('editor', 'reader')`).run();
    for (const account of accounts) await signInAs(browsers[account], account);
  });
  afterAll(() => server.close());
  return { server, ...browsers };
}
