/**
 * A CSV as Excel saves it on a Chinese Windows (GBK), as "Unicode text" (UTF-16 with its BOM), or as UTF-8 with or
 * without a BOM: each read to the same text (issue 44, item 4: a GBK sheet said 表格中没有找到表头).
 */
import { decodeCsv } from './decodeCsv';

const SHEET = '基金编号,基金名称,尾随佣金比例\r\nF0001,恒盈亚洲债券基金,0.5%\r\n';
/** SHEET as Excel writes it in GBK (code page 936), byte for byte. */
const SHEET_GBK = Buffer.from(
  'bbf9bdf0b1e0bac52cbbf9bdf0c3fbb3c62cceb2cbe6d3b6bdf0b1c8c0fd0d0a46303030312cbae3d3afd1c7d6ded5aec8afbbf9bdf02c302e35250d0a',
  'hex',
);

describe('decodeCsv', () => {
  it.each([
    ['GBK (Excel on a Chinese Windows)', SHEET_GBK],
    ['UTF-8', Buffer.from(SHEET, 'utf8')],
    ['UTF-8 with its BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SHEET, 'utf8')])],
    ['UTF-16 LE with its BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SHEET, 'utf16le')])],
    ['UTF-16 BE with its BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(SHEET, 'utf16le').swap16()])],
  ])('reads %s', (_encoding, bytes) => {
    expect(decodeCsv(new Uint8Array(bytes))).toBe(SHEET);
  });
});
