import { waitFor } from '@testing-library/react';
import { ok } from 'shared-ui';
import { queryClient } from 'shared-ui/components';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { preloadScreen } from './App';

const backend = fakeBackendPerTest();
const DRAFT = 'GET operation/common/pushs/content';
afterEach(() => queryClient.clear());

describe("remote-wm · the guard's early start", () => {
  it("asks for a module screen's draft (with its scope) while the guard checks the path", async () => {
    backend.current.on(DRAFT, { body: ok(null) });
    preloadScreen('/push', '');
    await waitFor(() => expect(backend.current.callsTo(DRAFT)).toHaveLength(1));
    expect(backend.current.callsTo(DRAFT)[0]?.params).toEqual({ product: 'wm' });
  });

  it('asks nothing for a path without a module screen', async () => {
    preloadScreen('/modulesEdit', '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.current.calls).toHaveLength(0);
  });
});
