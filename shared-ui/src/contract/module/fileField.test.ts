import { FILE_TYPES, fileBytesMatch, fileProblem, fileRequirement, fileValueOk, storedFileOf, storedFileUrl } from './fileField';
import { MB } from '../imageRules';
import { fieldSchema, field } from './fields';

const PDF_ONLY = { accept: [FILE_TYPES.pdf], maxBytes: 10 * MB };
const ICONS = { accept: [FILE_TYPES.png, FILE_TYPES.svg], maxBytes: 512 * 1024 };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('a file field refuses on what is known before any byte is sent', () => {
  it.each([
    [PDF_ONLY, { name: '披露.PDF', size: 300_000 }, null],
    [PDF_ONLY, { name: '披露.docx', size: 300_000 }, '文件类型不支持：仅支持 PDF'],
    [PDF_ONLY, { name: '没有扩展名', size: 10 }, '文件类型不支持：仅支持 PDF'],
    [PDF_ONLY, { name: '大.pdf', size: 10 * MB + 1 }, '文件大小不能超过 10MB（当前 10MB）'],
    [PDF_ONLY, { name: '空.pdf', size: 0 }, '文件是空的，请重新选择'],
    [ICONS, { name: 'icon.svg', size: 2048 }, null],
    [ICONS, { name: 'icon.jpg', size: 2048 }, '文件类型不支持：仅支持 PNG、SVG'],
    [ICONS, { name: 'icon.png', size: 600 * 1024 }, '文件大小不能超过 512 KB（当前 600 KB）'],
  ])('%#: %j', (rules, file, expected) => {
    expect(fileProblem(rules, file)).toBe(expected);
  });

  it('says what it takes in the same words', () => {
    expect(fileRequirement(PDF_ONLY)).toBe('PDF，不超过 10MB');
    expect(fileRequirement(ICONS)).toBe('PNG、SVG，不超过 512 KB');
  });
});

describe('the bytes must be what the name says (the server asks this of the upload)', () => {
  it('knows a PDF, a PNG, an SVG, a workbook and text by their start', () => {
    expect(fileBytesMatch(FILE_TYPES.pdf, bytes('%PDF-1.7\n…'))).toBe(true);
    expect(fileBytesMatch(FILE_TYPES.pdf, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(fileBytesMatch(FILE_TYPES.png, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(fileBytesMatch(FILE_TYPES.svg, bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(fileBytesMatch(FILE_TYPES.svg, bytes('<html></html>'))).toBe(false);
    expect(fileBytesMatch(FILE_TYPES.xlsx, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe(true);
    expect(fileBytesMatch(FILE_TYPES.csv, bytes('基金编号,管理费率\n1,0.5'))).toBe(true);
    expect(fileBytesMatch(FILE_TYPES.csv, new Uint8Array([0x50, 0, 0x03]))).toBe(false);
  });
});

describe('the value is a stored file’s address, with its name', () => {
  const id = '0123456789abcdef0123456789abcdef';
  it('round-trips a Chinese name with spaces', () => {
    const url = storedFileUrl(id, '2027 年度 披露.pdf');
    expect(storedFileOf(url)).toEqual({ id, name: '2027 年度 披露.pdf' });
    expect(fileValueOk(PDF_ONLY, url)).toBe(true);
    expect(fileValueOk(ICONS, url)).toBe(false);
    expect(fileValueOk(PDF_ONLY, 'https://example.com/a.pdf')).toBe(false);
  });

  it('is required when the field is, with 请上传', () => {
    const schema = fieldSchema(field.file('document', '披露文件', { accept: [FILE_TYPES.pdf], required: true }));
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('请上传披露文件');
    expect(schema.safeParse('/v2/cms/upload/files/x.pdf').error?.issues[0]?.message).toBe('请重新上传披露文件');
    expect(schema.safeParse(storedFileUrl(id, 'a.pdf')).success).toBe(true);
  });
});
