import { jpegSize, type FieldDef } from 'shared-ui/contract';
import { seedImage } from '../src/uploads/seedImage';

describe('seed images', () => {
  it('draws a real JPEG of exactly the size its name says', () => {
    const jpeg = seedImage('seed-splash-ios-1242x1878.jpg');
    expect(jpeg).not.toBeNull();
    expect(jpegSize(new Uint8Array(jpeg!))).toEqual({ width: 1242, height: 1878 });
  });

  it.each(['abc.jpg', 'seed-x-1x1.jpg', 'seed-x-9999x9999.jpg', 'seed-../x-100x100.jpg'])('refuses %s', (name) => {
    expect(seedImage(name)).toBeNull();
  });
});

describe('every seeded image of every registered module', () => {
  // Required here rather than imported so the unit cases above do not load every module list.
  const { registeredModules } = require('../src/modules/registry') as typeof import('../src/modules/registry');
  type Values = Readonly<Record<string, unknown>>;
  const imagesOf = (key: string, fields: readonly FieldDef[], rows: readonly Values[], prefix = ''): (readonly [string, string, string, number, number])[] =>
    fields.flatMap((f) => {
      if (f.kind === 'image') {
        return rows
          .map((row) => row[f.name])
          .filter((v): v is string => typeof v === 'string' && v.length > 0)
          .map((url) => [key, `${prefix}${f.name}`, url, f.width, f.height] as const);
      }
      // A collection's items carry their own images (a carousel slide, a manager's photo).
      if ((f.kind === 'refList' || f.kind === 'list') && f.itemFields) {
        const items = rows.flatMap((row) => (Array.isArray(row[f.name]) ? (row[f.name] as Values[]) : []));
        return imagesOf(key, f.itemFields, items, `${f.name}.`);
      }
      return [];
    });
  const cases = registeredModules.flatMap((module) => imagesOf(module.key, module.fields, (module.seed ?? []).map((s) => s.values)));

  it('has seeded images to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s %s → %s is %ix%i', (_key, _field, url, width, height) => {
    const name = url.replace('/v2/cms/upload/files/', '');
    const jpeg = seedImage(name);
    expect(jpeg && jpegSize(new Uint8Array(jpeg))).toEqual({ width, height });
  });
});
