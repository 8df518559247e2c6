import { screen } from '@testing-library/react';
import { FundSlotList } from './FundSlotList';
import { renderFundLibrary } from './testing/renderFundLibrary';

describe('FundSlotList', () => {
  it('says a saved draft is a draft (it has no entry number), and an entry its number and status', () => {
    renderFundLibrary(
      <FundSlotList
        slots={[
          { module_key: 'wm/openScreen', module_title: '理财 App · 开屏基金', path: '/operation/wm/modules/openScreen', entry_id: 12, status: 'published' },
          { module_key: 'wm/top3Fund', module_title: '理财 App · 收益排行前三', path: '/operation/wm/modules/top3Fund', entry_id: null, status: 'draft' },
        ]}
      />,
    );
    expect(screen.getByText('条目 #12 · 已发布')).toBeTruthy();
    expect(screen.getByText('已保存的草稿（未预发布）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '理财 App · 收益排行前三' }).getAttribute('href')).toBe('/operation/wm/modules/top3Fund');
  });
});
