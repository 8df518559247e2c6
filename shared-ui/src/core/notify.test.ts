import { notificationQueue, notify } from './notify';

describe('notify', () => {
  afterEach(() => notificationQueue.clear());

  it('queues messages oldest first, with their severity', () => {
    notify.success('保存成功');
    notify.error('发布失败');
    expect(notificationQueue.getSnapshot().map((n) => [n.severity, n.message])).toEqual([
      ['success', '保存成功'],
      ['error', '发布失败'],
    ]);
  });

  it('does not stack the same message while it is still queued, but shows it again once dismissed', () => {
    notify.error('网络错误，请求失败');
    notify.error('网络错误，请求失败');
    expect(notificationQueue.getSnapshot()).toHaveLength(1);
    notificationQueue.dismiss(notificationQueue.getSnapshot()[0]!.id);
    notify.error('网络错误，请求失败');
    expect(notificationQueue.getSnapshot()).toHaveLength(1);
  });

  it('drops a message and every older one together (the host shows the newest, which replaced them)', () => {
    notify.success('保存成功');
    notify.success('预发布成功');
    const newest = notificationQueue.getSnapshot()[1]!;
    notify.error('发布失败');
    notificationQueue.dismissThrough(newest.id);
    expect(notificationQueue.getSnapshot().map((n) => n.message)).toEqual(['发布失败']);
  });

  it('shows the same words again after a different message (a second save after a pre-publish)', () => {
    notify.success('保存成功');
    notify.success('预发布成功');
    notify.success('保存成功');
    expect(notificationQueue.getSnapshot().map((n) => n.message)).toEqual(['保存成功', '预发布成功', '保存成功']);
  });

  it('tells subscribers about every change', () => {
    const listener = jest.fn();
    const stop = notificationQueue.subscribe(listener);
    notify.info('已刷新');
    notificationQueue.clear();
    stop();
    notify.info('不再通知');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
