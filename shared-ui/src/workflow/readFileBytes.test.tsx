import { imageProblem } from 'shared-ui/contract';
import { readImageFile } from './readFileBytes';
import { fileOf, jpegBytes } from './testing/testImages';

const SLOT = { width: 375, height: 170, maxBytes: 2 * 1024 * 1024 };
const problemOf = (bytes: Uint8Array) => imageProblem(bytes, SLOT);

describe('readImageFile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a file over the limit on its size, without reading it', async () => {
    const read = jest.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    const chosen = await readImageFile(fileOf(jpegBytes(375, 170, SLOT.maxBytes + 1), 'heavy.jpg', 'image/jpeg'), SLOT.maxBytes, problemOf);
    expect(chosen).toEqual({ bytes: null, problem: '图片大小不能超过 2MB' });
    expect(read).not.toHaveBeenCalled();
  });

  it("reads a file within the limit and applies the contract's rule to its bytes", async () => {
    const wrongSize = await readImageFile(fileOf(jpegBytes(750, 340), 'big.jpg', 'image/jpeg'), SLOT.maxBytes, problemOf);
    expect(wrongSize).toEqual({ bytes: null, problem: '图片尺寸应为 375×170，当前为 750×340' });
    const bytes = jpegBytes(375, 170);
    const fitting = await readImageFile(fileOf(bytes, 'a.jpg', 'image/jpeg'), SLOT.maxBytes, problemOf);
    expect(fitting.problem).toBeNull();
    expect(Array.from(fitting.bytes ?? [])).toEqual(Array.from(bytes));
  });
});
