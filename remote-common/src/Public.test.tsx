import { render, screen } from '@testing-library/react';
import { ok } from 'shared-ui';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import Public from './Public';

const backend = fakeBackendPerTest();

/** As the shell mounts `./Public` at each of its three paths (shell remoteRoutes.ts), without any session. */
function open(basePath: string, address = basePath) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<Public basePath={basePath} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("remote-common's public pages", () => {
  it.each([
    ['/sms/login', '短信验证码登录'],
    ['/sms/query', '短信验证码查询'],
    ['/batch/activitypage', '活动中心'],
  ])('answers %s with its page', async (basePath, heading) => {
    backend.current.on('GET login/check', { body: ok({ active: false }) });
    open(basePath);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('answers an address below a page with 页面不存在 in words for a visitor: no menu, no home page to go back to', async () => {
    open('/sms/login', '/sms/login/elsewhere');
    const page = await screen.findByTestId('not-found');
    expect(page.textContent).toBe('页面不存在链接可能不完整或已失效，请向发送链接的同事确认地址。');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
