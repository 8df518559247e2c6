/**
 * The console's check of the backend's answers, in the browser: an answer of `/v2/cms` that differs from the contract
 * shows a super admin 接口差异 and the list of fields; one that keeps the contract shows nothing. The contract's
 * answer for the call is what the console service gives (answerSchemas.ts over the real document).
 */
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok } from 'shared-ui';
import type { ArticleRow } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { AnswerSchemas } from '../../server/console/contractCheck/answerSchemas';
import { CONTRACT_DOCUMENT_FILE } from '../../server/contractDocument';
import { ContractCheckButton } from './ContractCheckButton';
import { clearDifferences } from './contractDifferences';

const backend = fakeBackendPerTest();
const schemas = new AnswerSchemas(path.resolve(__dirname, '../../..', CONTRACT_DOCUMENT_FILE));
const CONTRACT = 'GET /console/v1/contract/answer';
const LIST = 'GET article/list';

const row: ArticleRow = {
  linkId: 'A20261201001',
  title: '美联储 12 月议息前瞻：降息节奏或放缓',
  author: '王晓雯',
  image_author: '',
  abstract: '通胀回落放缓，市场对明年降息次数的预期下调。',
  tags: '美联储;降息',
  url: '',
  thumbnail: '',
  article_module: 'macro',
  show_time: '2026-12-01 09:30:00',
  position: 1,
  manager_id: '',
  pageview: 1280,
  create_time: '2026-12-01 09:00:00',
  create_operator: 'editor',
  update_time: '2026-12-01 09:20:00',
  update_operator: 'editor',
};
const page = (list: Record<string, unknown>[]) => ok({ list, total: list.length, currPage: 1, pageSize: 5 });

afterEach(() => clearDifferences());

function renderButton() {
  backend.current.on(CONTRACT, { body: ok(schemas.forCall('GET', 'article/list')) });
  render(
    <MemoryRouter>
      <ContractCheckButton />
    </MemoryRouter>,
  );
}

it('shows a super admin which field of which call differs, with what it should be, and clears the list', async () => {
  const { show_time: showTime, ...renamed } = row;
  backend.current.on(LIST, { body: page([{ ...renamed, showTime }]) });
  renderButton();
  await api.get('article/list', { currPage: 1, pageSize: 5 });
  const button = await screen.findByRole('button', { name: '接口差异（1）' }, { timeout: 5_000 });
  expect(backend.current.callsTo(CONTRACT)[0]?.params).toEqual(expect.objectContaining({ method: 'GET', path: 'article/list' }));

  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '后端答复与接口约定的差异' });
  const cells = within(within(dialog).getByTestId('contract-difference')).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells.slice(0, 5)).toEqual(['GET article/list', 'data.list[].show_time', '疑似改名', 'show_time', 'showTime']);
  expect(cells[5]).toContain('文章库（/articles/library）');
  expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await userEvent.click(within(dialog).getByRole('button', { name: '清空列表' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /接口差异/ })).toBeNull());
});

it('shows nothing while the answers keep the contract, and asks about a call once', async () => {
  backend.current.on(LIST, { body: page([row]) });
  renderButton();
  await api.get('article/list', { currPage: 1, pageSize: 5 });
  await api.get('article/list', { currPage: 2, pageSize: 5 });
  await waitFor(() => expect(backend.current.callsTo(CONTRACT)).toHaveLength(1), { timeout: 5_000 });
  // The walk runs after the schema arrives: give it its idle moment, then nothing is shown.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryByRole('button', { name: /接口差异/ })).toBeNull();
});
