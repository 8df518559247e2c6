import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureThumbnails } from 'shared-ui';
import { ImageThumb, drawnSize } from './ImageThumb';

const SPLASH = '/v2/cms/upload/files/seed-splash-ios-1242x1878.jpg';
const THUMB = `${SPLASH}?x-oss-process=image/resize,l_320/format,webp`;

afterEach(() => configureThumbnails({ style: 'oss' }));

const thumbnail = () => screen.getByRole('img', { name: 'iOS 常规屏启动图' }) as HTMLImageElement;

describe('ImageThumb', () => {
  it('draws the thumbnail at its drawn size, lazily and decoded off the main thread', () => {
    render(<ImageThumb src={SPLASH} alt="iOS 常规屏启动图" box={{ width: 240, height: 120 }} intrinsic={{ width: 1242, height: 1878 }} />);
    const img = thumbnail();
    expect(img.getAttribute('src')).toBe(THUMB);
    // 1242×1878 within 240×120: the height bounds it, the aspect is kept.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['79', '120']);
    expect([img.getAttribute('loading'), img.getAttribute('decoding')]).toEqual(['lazy', 'async']);
  });

  it('opens the original on click; Escape closes it and the focus returns to the thumbnail', async () => {
    const user = userEvent.setup();
    render(<ImageThumb src={SPLASH} alt="iOS 常规屏启动图" box={{ width: 240, height: 120 }} intrinsic={{ width: 1242, height: 1878 }} />);
    const opener = screen.getByRole('button', { name: '查看大图：iOS 常规屏启动图' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'iOS 常规屏启动图' });
    expect(screen.getByTestId('image-original').getAttribute('src')).toBe(SPLASH);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens from the keyboard too, and 关闭 closes it', async () => {
    const user = userEvent.setup();
    render(<ImageThumb src={SPLASH} alt="iOS 常规屏启动图" box={{ width: 90, height: 120 }} fit="cover" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '查看大图：iOS 常规屏启动图' }));
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '查看大图：iOS 常规屏启动图' }));
  });

  it('draws the original under style none, and falls back to it when the thumbnail cannot be loaded', () => {
    configureThumbnails({ style: 'none' });
    const { unmount } = render(<ImageThumb src={SPLASH} alt="iOS 常规屏启动图" box={{ width: 36, height: 48 }} fit="cover" />);
    expect(thumbnail().getAttribute('src')).toBe(SPLASH);
    expect([thumbnail().getAttribute('width'), thumbnail().getAttribute('height')]).toEqual(['36', '48']);
    unmount();
    configureThumbnails({ style: 'oss' });
    render(<ImageThumb src={SPLASH} alt="iOS 常规屏启动图" box={{ width: 36, height: 48 }} />);
    expect(thumbnail().getAttribute('src')).toBe(THUMB);
    fireEvent.error(thumbnail());
    expect(thumbnail().getAttribute('src')).toBe(SPLASH);
  });

  it('keeps a small image at its own size inside a larger box', () => {
    expect(drawnSize({ width: 240, height: 120 }, { width: 96, height: 96 }, 'contain')).toEqual({ width: 96, height: 96 });
    expect(drawnSize({ width: 240, height: 120 }, { width: 750, height: 300 }, 'contain')).toEqual({ width: 240, height: 96 });
  });
});
