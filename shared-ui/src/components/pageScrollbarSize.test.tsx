import { pageScrollbarSize } from './pageScrollbarSize';
import { tableGridProps } from './serverGridProps';

/** jsdom lays nothing out: a probe with overflow:scroll reports the box and its inner width as a browser would. */
function layOutProbes(scrollbar: number): () => void {
  const offset = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.style.overflow === 'scroll' ? 100 : 0;
  });
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.style.overflow === 'scroll' ? 100 - scrollbar : 0;
  });
  return () => {
    offset.mockRestore();
    client.mockRestore();
  };
}

describe('pageScrollbarSize', () => {
  it('measures a probe once, leaves nothing in the page, and gives every grid the size', () => {
    const restore = layOutProbes(15);
    const created = jest.spyOn(document, 'createElement');
    expect(pageScrollbarSize()).toBe(15);
    expect(pageScrollbarSize()).toBe(15);
    expect(created).toHaveBeenCalledTimes(1);
    expect(document.body.children).toHaveLength(0);
    expect(tableGridProps().scrollbarSize).toBe(15);
    created.mockRestore();
    restore();
  });

  it('measures again when the zoom (the device pixel ratio) changes', () => {
    const restore = layOutProbes(12);
    const before = window.devicePixelRatio;
    // jsdom's devicePixelRatio is a plain value.
    window.devicePixelRatio = 1.25;
    try {
      expect(pageScrollbarSize()).toBe(12);
    } finally {
      window.devicePixelRatio = before;
      restore();
    }
  });
});
