import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FUND_MESSAGES, isinCheckDigit, type CatalogueFund } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { AddFundDialog } from './AddFundDialog';
import { renderFundLibrary } from './testing/renderFundLibrary';

const backend = fakeBackendPerTest();
const CATALOGUE = 'GET operation/wm/origin/funds';
const fund = (isin: string, name: string, extra: Partial<CatalogueFund> = {}): CatalogueFund => ({
  isin,
  name,
  currency: 'USD',
  risk_level: 'LV3',
  fund_house: '港汇资产管理',
  fund_type: '债券',
  in_library: false,
  ...extra,
});
/** An ISIN with its check digit, as the contract's rule wants it. */
const withCheckDigit = (first11: string) => `${first11}${String(isinCheckDigit(first11))}`;
const hy = fund(withCheckDigit('HKGH00003SD'), '港汇亚洲高息债券基金 A 类派息');

describe('AddFundDialog', () => {
  it('searches the catalogue on the server, shows the picked fund’s facts and adds it with the words typed', async () => {
    backend.current.on(CATALOGUE, (request) => {
      const search = (request.params as { search?: string } | undefined)?.search ?? '';
      return { body: ok(search === '' ? [] : [hy, fund('HKHY00000S45', '恒盈短期债券基金 A 类累积', { in_library: true })]) };
    });
    backend.current.on('POST operation/wm/funds', { body: ok({ id: 31 }) });
    const onClose = jest.fn();
    renderFundLibrary(<AddFundDialog onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/从产品库选择基金/), '债券');
    const option = await screen.findByRole('option', { name: /港汇亚洲高息债券基金/ });
    // The currency in words (the contract's map), never the wire's code.
    expect(option.textContent).toContain('· 美元 ·');
    expect(option.textContent).not.toContain('USD');
    expect(backend.current.callsTo(CATALOGUE).at(-1)?.params).toEqual({ search: '债券' });
    // Already in the library: shown, not offered.
    expect(screen.getByRole('option', { name: /恒盈短期债券基金/ }).getAttribute('aria-disabled')).toBe('true');
    await user.click(option);
    const facts = screen.getByLabelText('基金信息');
    expect(within(facts).getByText(hy.isin)).toBeTruthy();
    expect(within(facts).getByText('LV3 中风险')).toBeTruthy();
    expect(within(facts).getByText('港汇资产管理')).toBeTruthy();
    expect(within(facts).getByText('美元')).toBeTruthy();
    expect(facts.textContent).not.toContain('USD');
    expect((screen.getByLabelText(/基金名称/) as HTMLInputElement).value).toBe(hy.name);
    await user.type(screen.getByLabelText(/展示标题/), '亚洲高息债，每月派息');
    await user.type(screen.getByLabelText(/推荐语/), '票息较高，注意信用风险');
    await user.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.current.callsTo('POST operation/wm/funds')[0]?.body).toEqual({ name: hy.name, isin: hy.isin, title: '亚洲高息债，每月派息', remark: '票息较高，注意信用风险', description: '' });
    expect(shownToasts()).toContain(`success:${FUND_MESSAGES.created}`);
  });

  it('says what is missing, field by field, before any call', async () => {
    renderFundLibrary(<AddFundDialog onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请选择基金（ISIN）')).toBeTruthy();
    expect(screen.getByText('请输入基金名称')).toBeTruthy();
    expect(screen.getByText('请输入展示标题')).toBeTruthy();
    expect(screen.getByText('请输入推荐语')).toBeTruthy();
    expect(backend.current.callsTo('POST operation/wm/funds')).toEqual([]);
  });

  it('shows the server’s 1019 beside the fund picker and stays open', async () => {
    backend.current.on(CATALOGUE, { body: ok([hy]) });
    const duplicate = FUND_MESSAGES.duplicateIsin(hy.isin, hy.name);
    backend.current.on('POST operation/wm/funds', { body: { code: 1019, msg: duplicate, data: { errors: [{ field: 'isin', message: duplicate }] } } });
    const onClose = jest.fn();
    renderFundLibrary(<AddFundDialog onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/从产品库选择基金/), '港汇');
    await user.click(await screen.findByRole('option', { name: /港汇亚洲高息债券基金/ }));
    await user.type(screen.getByLabelText(/展示标题/), '标题');
    await user.type(screen.getByLabelText(/推荐语/), '推荐语');
    await user.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText(duplicate)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
