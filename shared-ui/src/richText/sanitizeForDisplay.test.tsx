import { sanitizeForDisplay } from './sanitizeForDisplay';

describe('sanitizeForDisplay', () => {
  it('marks an image without a description as decorative and keeps the one an author gave', () => {
    const html = sanitizeForDisplay('<p>图表<img src="/v2/cms/upload/files/a.jpg"></p><p><img src="/v2/cms/upload/files/b.jpg" alt="走势"></p>');
    expect(html).toBe('<p>图表<img src="/v2/cms/upload/files/a.jpg" alt=""></p><p><img src="/v2/cms/upload/files/b.jpg" alt="走势"></p>');
  });

  it('leaves HTML without images as the sanitiser made it', () => {
    expect(sanitizeForDisplay('<p onclick="x()">正文<script>alert(1)</script></p>')).toBe('<p>正文</p>');
  });
});
