import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationHost } from './NotificationHost';
import { notificationQueue, notify } from './notify';

afterEach(() => act(() => notificationQueue.clear()));

describe('NotificationHost', () => {
  it('shows the newest result in place of the previous one, and closing it leaves nothing older to pop up', async () => {
    render(<NotificationHost />);
    act(() => notify.success('保存成功'));
    expect(screen.getByTestId('notification').textContent).toContain('保存成功');
    act(() => notify.success('预发布成功'));
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    expect(screen.getByTestId('notification').textContent).toContain('预发布成功');
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(notificationQueue.getSnapshot()).toEqual([]);
  });

  it('shows a repeated result afresh (a second 保存成功 a while later), but one message for a burst of the same failure', () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      render(<NotificationHost />);
      act(() => notify.success('保存成功'));
      const first = notificationQueue.getSnapshot()[0]?.id;
      now += 200;
      act(() => notify.success('保存成功'));
      expect(notificationQueue.getSnapshot().map((n) => n.id)).toEqual([first]);
      now += 5_000;
      act(() => notify.success('保存成功'));
      const [again] = notificationQueue.getSnapshot();
      expect(again?.id).not.toBe(first);
      expect(screen.getAllByTestId('notification')).toHaveLength(1);
    } finally {
      clock.mockRestore();
    }
  });
});
