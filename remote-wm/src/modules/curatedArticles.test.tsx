/**
 * 热门专题's screen on a real mock-server speaks the spec's names (spec §3, §7 hot/): a picked article joins the edit
 * list through `POST add` with `rm_article_mod_id`, `remark` and `carousel_img`; `GET list` says what each entry is
 * (its module as a label); an article 市场参考 holds is refused as it is picked (spec §5); the save sends `rm_articles`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTICLE_MODULES } from 'shared-ui/contract';
import type { FakeBackend } from 'shared-ui/testing';
import { Route, Routes } from 'shared-ui/router';
import type { TestServer } from '../../../mock-server/test/harness';
import App from '../App';
import { renderManagerScreen } from '../manager/testing/renderManagerScreen';
import { browserAs, consoleLibraryFrom, consoleLibraryRoute, forwardTo, startRealServer, stopRealServer } from '../manager/testing/realBackend';
import { hotSubject } from './hotSubject.module';

const HOT = 'operation/wm/recommend/articles/hot/';
let server: TestServer;
let backend: FakeBackend | null = null;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => stopRealServer(server));
afterEach(() => {
  expect(backend?.unexpected).toEqual([]);
  backend?.restore();
  backend = null;
});

async function pickArticle(user: ReturnType<typeof userEvent.setup>, search: string, title: RegExp) {
  const picker = screen.getByRole('combobox', { name: /添加文章/ });
  await user.clear(picker);
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name: title }, { timeout: 8000 }));
}

it('热门专题: a picked article joins the edit list through add, list labels it, a held one is refused, and save sends rm_articles', async () => {
  const editor = await browserAs(server, 'editor', [hotSubject.path]);
  backend = forwardTo(editor, [`GET ${HOT}content`, `GET ${HOT}list`, `POST ${HOT}add`, `PUT ${HOT}save`]).on(consoleLibraryRoute('articles'), consoleLibraryFrom(editor, 'articles'));
  renderManagerScreen(
    <Routes>
      <Route path="/operation/wm/*" element={<App basePath="/operation/wm" />} />
    </Routes>,
    { role: 'editor', url: hotSubject.path },
  );
  const user = userEvent.setup();
  await screen.findByRole('combobox', { name: /添加文章/ }, { timeout: 8000 });

  // An article 市场参考 does not hold: it joins the server's list at once.
  await pickArticle(user, 'A20261116016', /指数增强的超额收益/);
  await waitFor(() => expect(backend?.callsTo(`POST ${HOT}add`)).toHaveLength(1));
  expect(backend?.callsTo(`POST ${HOT}add`)[0]?.body).toEqual({ id: 'A20261116016', rm_article_mod_id: 1, is_checked: 0, remark: '', carousel_img: '', base_version: null });
  const rows = () => screen.queryAllByTestId('ref-list-item');
  await waitFor(() => expect(rows()).toHaveLength(1));
  // The line under it is what `list` says: the article's module as a label, its key, author and day.
  await waitFor(() => expect(backend?.callsTo(`GET ${HOT}list`).length).toBeGreaterThan(0));
  expect(backend?.callsTo(`GET ${HOT}list`)[0]?.params).toEqual({ currPage: 1, pageSize: 8 });
  const listed = await editor.call('GET', `${HOT}list`);
  const [entry] = (listed.body.data as { list: { article_module: string; article_author: string }[] }).list;
  const label = ARTICLE_MODULES.find((option) => option.value === entry?.article_module)?.label ?? '?';
  await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText(new RegExp(`^${label} · A20261116016 · ${entry?.article_author ?? '?'}`))).toBeTruthy());

  // 市场参考 shows A20261110011 (its live seed): refused as it is picked, in the server's words, and not added.
  await pickArticle(user, 'A20261110011', /美元指数回落/);
  expect(await screen.findByText('该文章已在「市场参考」预发布或展示中，两个栏目的文章不能相同', {}, { timeout: 8000 })).toBeTruthy();
  expect(rows()).toHaveLength(1);

  const draftNow = async () => (await editor.call('GET', `${HOT}content`)).body.data as Record<string, unknown>;
  const writtenAt = () => server.app.cms.workflowStore.getDraft(hotSubject.key)?.update_time ?? 0;
  const added = writtenAt();
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(backend?.callsTo(`PUT ${HOT}save`)).toHaveLength(1));
  const saved = backend?.callsTo(`PUT ${HOT}save`)[0]?.body as Record<string, unknown>;
  expect(Object.keys(saved)).not.toContain('articles');
  expect((saved.rm_articles as { id: string }[]).map((a) => a.id)).toEqual(['A20261116016']);
  // Saved (the backend wrote the draft again), under the spec's name.
  await waitFor(() => expect(writtenAt()).toBeGreaterThan(added));
  const draft = await draftNow();
  expect([Object.keys(draft).includes('articles'), (draft.rm_articles as { id: string }[]).map((a) => a.id)]).toEqual([false, ['A20261116016']]);
});
