import { imageFormatOf, imageProblem, pngSize } from './imageRules';
import { jpegBytes, pngBytes } from '../workflow/testing/testImages';

const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"></svg>');
const EXACT = { width: 96, height: 96, maxBytes: 2 * 1024 * 1024 };
const FREE = { ...EXACT, anySize: true, formats: ['png', 'svg'] as const };

describe('an image slot', () => {
  it('of one exact size takes a JPG of those pixels only (spec §5)', () => {
    expect(imageProblem(jpegBytes(96, 96), EXACT)).toBeNull();
    expect(imageProblem(jpegBytes(120, 96), EXACT)).toBe('图片尺寸应为 96×96，当前为 120×96');
    expect(imageProblem(pngBytes(), EXACT)).toBe('图片格式错误：仅支持 JPG');
    expect(imageProblem(svg, EXACT)).toBe('图片格式错误：仅支持 JPG');
  });

  it('of free size (an icon) takes its formats at any pixels, by their bytes, and still its byte limit', () => {
    expect(imageFormatOf(pngBytes())).toBe('png');
    expect(imageFormatOf(svg)).toBe('svg');
    expect(pngSize(pngBytes())).not.toBeNull();
    expect(imageProblem(pngBytes(), FREE)).toBeNull();
    expect(imageProblem(svg, FREE)).toBeNull();
    expect(imageProblem(jpegBytes(96, 96), FREE)).toBe('图片格式错误：仅支持 PNG、SVG');
  });
});
