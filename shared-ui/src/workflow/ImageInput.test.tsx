import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { thumbnailUrl } from 'shared-ui/contract';
import { ModuleForm } from './ModuleForm';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { renderWorkflow } from './testing/renderWorkflow';
import { fileOf, jpegBytes, pngBytes } from './testing/testImages';
import { everyKindModule } from './testing/testModules';
import { useModuleForm } from './useModuleForm';

function Harness({ canUpload = true }: { canUpload?: boolean }) {
  const controller = useModuleForm(everyKindModule);
  return (
    <ModuleForm controller={controller} canUpload={canUpload} />
  );
}

const UPLOAD = 'POST upload/image';
const backend = fakeBackendPerTest();

// A user may pick "all files" in the dialog, or a PNG renamed .jpg: the accept filter is no check.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByTestId('image-file-image') as HTMLInputElement;

describe('ImageInput', () => {
  it('refuses a PNG in the browser, saying why, without any upload call', async () => {
    renderWorkflow(<Harness />);
    await user().upload(fileInput(), fileOf(pngBytes(), 'splash.jpg', 'image/jpeg'));
    expect(await screen.findByText('图片格式错误：仅支持 JPG')).toBeTruthy();
    expect(backend.current.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('refuses a JPEG of the wrong size, and one over the byte limit, without any upload call', async () => {
    renderWorkflow(<Harness />);
    await user().upload(fileInput(), fileOf(jpegBytes(750, 340), 'big.jpg', 'image/jpeg'));
    expect(await screen.findByText('图片尺寸应为 375×170，当前为 750×340')).toBeTruthy();
    await user().upload(fileInput(), fileOf(jpegBytes(375, 170, 2 * 1024 * 1024 + 1), 'heavy.jpg', 'image/jpeg'));
    expect(await screen.findByText('图片大小不能超过 2MB')).toBeTruthy();
    expect(backend.current.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('uploads a fitting JPEG (module, field, name, base64 data, scope) and shows it with 替换 and 移除', async () => {
    backend.current.on(UPLOAD, { body: ok({ url: '/uploads/demo/a.jpg' }) });
    const bytes = jpegBytes(375, 170);
    renderWorkflow(<Harness />);
    await user().upload(fileInput(), fileOf(bytes, 'a.jpg', 'image/jpeg'));
    const preview = (await screen.findByRole('img', { name: '图片' })) as HTMLImageElement;
    // Drawn from its thumbnail, at the slot's aspect within the preview box (375×170 → 240×109).
    expect(preview.getAttribute('src')).toBe(thumbnailUrl('/uploads/demo/a.jpg'));
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['240', '109']);
    expect(backend.current.callsTo(UPLOAD)[0]?.body).toEqual({
      module: 'wm/workflowDemo',
      field: 'image',
      fileName: 'a.jpg',
      data: Buffer.from(bytes).toString('base64'),
      type: 'demo',
    });
    expect(screen.getByRole('button', { name: '替换' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: '图片' })).toBeNull());
    expect(screen.getByRole('button', { name: '上传图片' })).toBeTruthy();
  });

  it('shows no upload button to a role that may not upload', () => {
    renderWorkflow(<Harness canUpload={false} />);
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
  });
});
