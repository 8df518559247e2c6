/**
 * "Hints state each fact once" (issue 14). The form already says some facts itself: a text field's counter (`0/12`),
 * an image's requirement line (`尺寸 375×170，JPG，不超过 2MB`), a collection's counts beside its label (`至少 1 项，最多
 * 5 项`), a UIN list's separator. A hint or label that says one of them again is noise a person reads twice; this
 * names the repeat so the module check (describeModuleList) refuses it.
 */
import type { FieldDef, ImageFieldDef, ItemFieldDef } from './fields';

/** A number not glued to other digits: 12 in 不超过 12 字, not in 120. */
const number = (n: number) => `(?<!\\d)${String(n)}(?!\\d)`;

function imageRepeats(text: string, image: ImageFieldDef): string | undefined {
  if (new RegExp(`${number(image.width)}\\s*[×xX*]\\s*${number(image.height)}`).test(text)) return `尺寸 ${String(image.width)}×${String(image.height)}`;
  if (/JPG|JPEG|PNG/i.test(text)) return '图片格式';
  if (/\d\s*[MK]B/i.test(text)) return '文件大小';
  return undefined;
}

function countRepeats(text: string, counts: readonly (number | undefined)[]): string | undefined {
  const [min, max, exact] = counts;
  for (const n of [min, max, exact]) {
    if (n !== undefined && new RegExp(`(最多|至少|恰好|须|不超过|不少于)\\s*${number(n)}`).test(text)) return `数量 ${String(n)}`;
  }
  if (min !== undefined && max !== undefined && new RegExp(`${number(min)}\\s*[–—~-]\\s*${number(max)}`).test(text)) return `数量 ${String(min)}–${String(max)}`;
  return undefined;
}

/** The fact a field's hint or label repeats from what its input already shows, or undefined. */
export function repeatedHintFact(def: FieldDef | ItemFieldDef): string | undefined {
  const hint = def.hint ?? '';
  const images: ImageFieldDef[] = def.kind === 'image' ? [def] : def.kind === 'list' || def.kind === 'refList' ? (def.itemFields ?? []).filter((f): f is ImageFieldDef => f.kind === 'image') : [];
  for (const image of images) {
    const repeat = imageRepeats(hint, image) ?? (image === def ? imageRepeats(def.label, image) : undefined);
    if (repeat) return repeat;
  }
  switch (def.kind) {
    case 'text':
    case 'textarea': {
      const limit = def.maxLength ?? def.lengthHint;
      return limit !== undefined && new RegExp(`${number(limit)}\\s*(个)?字`).test(hint) ? `字数 ${String(limit)}` : undefined;
    }
    case 'list':
    case 'refList':
      return countRepeats(hint, [def.min, def.max, def.exact]);
    case 'uinList':
      return /分号/.test(hint) ? '分隔符' : undefined;
    default:
      return undefined;
  }
}

/** Every field of a module with the fact it repeats: `slides.carousel_img: 尺寸 375×170`. */
export function repeatedHintFacts(fields: readonly FieldDef[]): string[] {
  const found: string[] = [];
  const visit = (def: FieldDef | ItemFieldDef, path: string) => {
    const repeat = repeatedHintFact(def);
    if (repeat) found.push(`${path}: ${repeat}（${def.hint ?? def.label}）`);
  };
  for (const def of fields) {
    visit(def, def.name);
    if (def.kind === 'list' || def.kind === 'refList') for (const sub of def.itemFields ?? []) visit(sub, `${def.name}.${sub.name}`);
  }
  return found;
}
