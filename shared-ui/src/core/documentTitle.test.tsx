import { render } from '@testing-library/react';
import { setProductTitle, useDocumentTitle } from './documentTitle';

function Titled({ title, priority, children }: { title: string; priority?: number; children?: React.ReactNode }) {
  useDocumentTitle(title, priority);
  return <>{children}</>;
}

describe('useDocumentTitle', () => {
  beforeEach(() => setProductTitle('内容与运营管理后台'));

  it('names the tab after the screen, over the frame\'s menu entry even though the frame\'s effect runs last', () => {
    const { rerender, unmount } = render(
      <Titled title="模块管理" priority={0}>
        <Titled title="新股认购" />
      </Titled>,
    );
    expect(document.title).toBe('新股认购 - 内容与运营管理后台');
    rerender(<Titled title="模块管理" priority={0} />);
    expect(document.title).toBe('模块管理 - 内容与运营管理后台');
    unmount();
    expect(document.title).toBe('内容与运营管理后台');
  });
});
