import { THUMBNAIL_PROCESS, isThumbnailStyle, thumbnailPixels, thumbnailUrl } from './imageThumbnails';

const PROCESS = 'x-oss-process=image/resize,l_320/format,webp';

describe('thumbnailUrl', () => {
  it('adds the OSS processing query to an uploaded image path', () => {
    expect(THUMBNAIL_PROCESS).toBe('image/resize,l_320/format,webp');
    expect(thumbnailUrl('/v2/cms/upload/files/seed-mask-750x1334.jpg')).toBe(`/v2/cms/upload/files/seed-mask-750x1334.jpg?${PROCESS}`);
  });

  it('keeps an absolute URL absolute, and its host', () => {
    expect(thumbnailUrl('https://cdn.example.com/a/b.jpg')).toBe(`https://cdn.example.com/a/b.jpg?${PROCESS}`);
  });

  it('joins a query the URL already has with &, and keeps a fragment last', () => {
    expect(thumbnailUrl('https://oss.example.com/b.jpg?Expires=1&Signature=x')).toBe(`https://oss.example.com/b.jpg?Expires=1&Signature=x&${PROCESS}`);
    expect(thumbnailUrl('/f.jpg?')).toBe(`/f.jpg?${PROCESS}`);
    expect(thumbnailUrl('/f.jpg?v=2#top')).toBe(`/f.jpg?v=2&${PROCESS}#top`);
  });

  it('never processes twice', () => {
    const once = thumbnailUrl('/f.jpg');
    expect(thumbnailUrl(once)).toBe(once);
    expect(thumbnailUrl('/f.jpg?x-oss-process=image/resize,w_100')).toBe('/f.jpg?x-oss-process=image/resize,w_100');
  });

  it('leaves the original under style none, and empty, data: and blob: URLs always', () => {
    expect(thumbnailUrl('/v2/cms/upload/files/a.jpg', 'none')).toBe('/v2/cms/upload/files/a.jpg');
    expect(thumbnailUrl('')).toBe('');
    expect(thumbnailUrl('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(thumbnailUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
  });

  it('knows its styles', () => {
    expect(isThumbnailStyle('oss')).toBe(true);
    expect(isThumbnailStyle('none')).toBe(true);
    expect(isThumbnailStyle('OSS')).toBe(false);
    expect(isThumbnailStyle(undefined)).toBe(false);
  });
});

describe('thumbnailPixels', () => {
  it('bounds the long side to 320 px, keeps the aspect and never enlarges', () => {
    expect(thumbnailPixels(1242, 1878)).toEqual({ width: 212, height: 320 });
    expect(thumbnailPixels(1440, 1625)).toEqual({ width: 284, height: 320 });
    expect(thumbnailPixels(750, 300)).toEqual({ width: 320, height: 128 });
    expect(thumbnailPixels(96, 96)).toEqual({ width: 96, height: 96 });
  });
});
