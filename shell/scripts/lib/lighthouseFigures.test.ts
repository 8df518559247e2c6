import { figuresOf, formatLighthouseTable, medianFigures, medianOf, mobileGapToReference, type LighthouseResult, type PageFigures, type RunFigures } from './lighthouseFigures';

/** A Lighthouse result shaped as Lighthouse 12 writes it (only the parts the bench reads, and one it ignores). */
function lhr(overrides: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    finalDisplayedUrl: 'http://localhost:3200/login',
    runWarnings: [],
    categories: { performance: { score: 0.664 }, accessibility: { score: 0.92 }, 'best-practices': { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2412.6 },
      'total-blocking-time': { numericValue: 380.4 },
      'total-byte-weight': { numericValue: 140_321.7 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', label: 'Total', requestCount: 6, transferSize: 140_321 },
            { resourceType: 'script', label: 'Script', requestCount: 3, transferSize: 118_000 },
            { resourceType: 'image', label: 'Image', requestCount: 1, transferSize: 2_000 },
          ],
        },
      },
      'first-contentful-paint': { numericValue: 900 },
    },
    ...overrides,
  };
}

const run = (performance: number, lcpMs: number, jsBytes: number): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 96,
  lcpMs,
  tbtMs: 0,
  totalBytes: jsBytes + 1000,
  jsBytes,
  requests: 5,
  jsRequests: 3,
});

describe('the bench’s Lighthouse figures', () => {
  it('reads scores as 0–100, times in whole ms and the script share of the bytes from one result', () => {
    expect(figuresOf(lhr())).toEqual({
      performance: 66,
      accessibility: 92,
      bestPractices: 100,
      lcpMs: 2413,
      tbtMs: 380,
      totalBytes: 140_322,
      jsBytes: 118_000,
      requests: 6,
      jsRequests: 3,
    });
  });

  it('refuses a failed run instead of counting it as a zero', () => {
    expect(() => figuresOf(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toThrow(/NO_FCP/);
    expect(() => figuresOf(lhr({ categories: { performance: { score: null }, accessibility: { score: 1 }, 'best-practices': { score: 1 } } }))).toThrow(
      /performance/,
    );
  });

  it('takes the middle of an odd count and the upper middle of an even one, whatever the order', () => {
    expect(medianOf([30, 10, 20])).toBe(20);
    expect(medianOf([4, 1, 3, 2])).toBe(3);
    expect(medianOf([])).toBe(0);
  });

  it('takes each figure’s own median over the runs and keeps the spread of the performance score', () => {
    const figures = medianFigures([run(60, 3000, 120_000), run(71, 2500, 118_000), run(66, 4000, 119_000)]);
    expect(figures).toMatchObject({ performance: 66, lcpMs: 3000, jsBytes: 119_000, runs: 3, performanceRange: [60, 71] });
    expect(() => medianFigures([])).toThrow();
  });

  it('gives a page’s mobile performance against the static reference in points', () => {
    const page = (name: string, mobile: number, desktop: number): PageFigures => ({
      page: name,
      url: `http://localhost/${name}`,
      presets: { mobile: medianFigures([run(mobile, 1000, 1000)]), desktop: medianFigures([run(desktop, 1000, 1000)]) },
    });
    const reference = page('reference', 98, 100);
    expect(mobileGapToReference(page('login', 86, 99), reference)).toBe(-12);
    expect(mobileGapToReference(page('public', 99, 90), reference)).toBe(1);
  });

  it('prints one aligned line per page and preset it has figures for', () => {
    const lines = formatLighthouseTable([
      { page: 'reference', url: 'http://127.0.0.1/', presets: { mobile: medianFigures([run(100, 800, 0)]), desktop: medianFigures([run(100, 200, 0)]) } },
      { page: 'login', url: 'http://localhost/login', presets: { mobile: medianFigures([run(83, 2600, 118_000), run(80, 2700, 118_000)]) } },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^ {2}login\s+mobile\s+83\s+80–83\s+100\s+96\s+2700\s+0\s+116 KB\s+115 KB\s+3\/5$/);
    // The columns line up under their headings although the headings are Chinese (two cells a character).
    const cellsBefore = (text: string, index: number) => [...text.slice(0, index)].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
    expect(cellsBefore(lines[0]!, lines[0]!.indexOf('LCP ms') + 6)).toBe(lines[3]!.indexOf('2700') + 4);
  });
});
