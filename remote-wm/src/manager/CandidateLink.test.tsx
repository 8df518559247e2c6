import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGER_API, MANAGER_LIBRARY_PATH, MANAGER_OWNER_PATH } from 'shared-ui/contract';
import type { FakeBackend } from 'shared-ui/testing';
import { Route, Routes } from 'shared-ui/router';
import type { TestServer } from '../../../mock-server/test/harness';
import App from '../App';
import { renderManagerScreen } from './testing/renderManagerScreen';
import { browserAs, consoleLibraryFrom, consoleLibraryRoute, forwardTo, startRealServer, stopRealServer } from './testing/realBackend';

let server: TestServer;
let backend: FakeBackend | null = null;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => stopRealServer(server));
afterEach(() => {
  expect(backend?.unexpected).toEqual([]);
  backend?.restore();
});

it('leads from the candidate module screen to the manager library (管理基金经理库) and back', async () => {
  const editor = await browserAs(server, 'editor', [MANAGER_OWNER_PATH]);
  backend = forwardTo(editor, ['GET operation/wm/managers/content', `GET ${MANAGER_API.list}`]).on(consoleLibraryRoute('managers'), consoleLibraryFrom(editor, 'managers'));
  renderManagerScreen(
    <Routes>
      <Route path="/operation/wm/*" element={<App basePath="/operation/wm" />} />
    </Routes>,
    { role: 'editor', url: MANAGER_OWNER_PATH },
  );
  const user = userEvent.setup();
  const link = await screen.findByRole('link', { name: '管理基金经理库' }, { timeout: 8000 });
  expect(link.getAttribute('href')).toBe(MANAGER_LIBRARY_PATH);
  await user.click(link);
  expect(await screen.findByRole('heading', { name: '基金经理库' }, { timeout: 8000 })).toBeTruthy();
  expect(await screen.findByRole('button', { name: '许文博' }, { timeout: 8000 })).toBeTruthy();
  await user.click(screen.getByRole('link', { name: '返回基金经理推荐' }));
  expect(await screen.findByRole('heading', { name: '基金经理推荐' }, { timeout: 8000 })).toBeTruthy();
});
