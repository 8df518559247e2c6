import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { defineModule, field } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { ModuleScreen } from './ModuleScreen';
import { renderWorkflow } from './testing/renderWorkflow';

const BASE = 'operation/test/conditional/';
const AUTOSAVE_KEY = 'cms:autosave:alice:common/conditionalScreen';

/** A broker-only currency (visibleWhen). */
const conditional = defineModule({
  area: 'common',
  name: 'conditionalScreen',
  title: '条件字段演示',
  apiBase: BASE,
  schedule: 'push_time',
  fields: [
    field.radio('type', '文章位', [
      { value: 'broker', label: '证券 App 市场页' },
      { value: 'recommend', label: '为你推荐' },
    ], { required: true, defaultValue: 'broker' }),
    field.select('currency', '币种', [
      { value: 'HKD', label: '港币' },
      { value: 'USD', label: '美元' },
    ], { required: true, defaultValue: 'HKD', visibleWhen: { field: 'type', in: ['broker'] } }),
    field.text('title', '栏目标题', { required: true }),
  ],
});
// A recommend draft as the server keeps it: no currency.
const DRAFT = { type: 'recommend', title: '为你推荐', update_time: '2026-11-20 09:00:00', update_operator: 'alice', version: 1 };

const backend = fakeBackendPerTest();
beforeEach(() => localStorage.clear());

describe('ModuleScreen · conditional fields', () => {
  it('counts nothing unsaved in a field that does not apply, and keeps a copy once one that applies differs', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
    const user = userEvent.setup();
    renderWorkflow(<ModuleScreen module={conditional} />);
    await waitFor(() => expect((screen.getByRole('radio', { name: '为你推荐' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('combobox', { name: /币种/ })).toBeNull();

    // A currency picked for broker, then back to recommend: the entry says what the draft says.
    await user.click(screen.getByRole('radio', { name: '证券 App 市场页' }));
    await user.click(screen.getByRole('combobox', { name: /币种/ }));
    await user.click(await screen.findByRole('option', { name: '美元' }));
    await waitFor(() => expect(localStorage.getItem(AUTOSAVE_KEY)).not.toBeNull(), { timeout: 2000 });
    await user.click(screen.getByRole('radio', { name: '为你推荐' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});
