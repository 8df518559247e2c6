import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

describe('SkipToContent', () => {
  it('is the first Tab stop and puts the focus on the main region, the address unchanged', async () => {
    render(
      <>
        <SkipToContent />
        <button type="button">菜单项</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          页面
        </main>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '跳到主要内容' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.hash).toBe('');
  });
});
