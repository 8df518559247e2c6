import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FILE_TYPES, MB, defineModule, field, storedFileUrl, type StoredFileInfo } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { ModuleForm } from './ModuleForm';
import { renderWorkflow } from './testing/renderWorkflow';
import { useModuleForm } from './useModuleForm';

const fileModule = defineModule({
  area: 'wm',
  name: 'fileDemo',
  title: '文件演示',
  apiBase: 'operation/wm/fileDemo/',
  schedule: 'push_time',
  fields: [
    field.file('document', '披露文件', { accept: [FILE_TYPES.pdf], maxBytes: 1 * MB }),
    field.file('icon', '图标', { accept: [FILE_TYPES.png, FILE_TYPES.svg], maxBytes: 64 * 1024 }),
  ],
});

function Harness() {
  const controller = useModuleForm(fileModule);
  return (
    <ModuleForm controller={controller} canUpload />
  );
}

const UPLOAD = 'POST upload/file';
const backend = fakeBackendPerTest();
// A person may pick "all files" in the dialog: the accept filter is no check.
const user = () => userEvent.setup({ applyAccept: false });
const input = (name: string) => screen.getByTestId(`file-input-${name}`) as HTMLInputElement;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const ID = '0123456789abcdef0123456789abcdef';

describe('FileInput', () => {
  it('refuses a wrong type and a too-large file in the browser, saying why, without any upload call', async () => {
    renderWorkflow(<Harness />);
    expect(screen.getByText('PDF，不超过 1MB')).toBeTruthy();
    await user().upload(input('document'), new File([PDF], '披露.docx', { type: 'application/msword' }));
    expect(await screen.findByText('文件类型不支持：仅支持 PDF')).toBeTruthy();
    await user().upload(input('icon'), new File([new Uint8Array(65 * 1024)], 'icon.png', { type: 'image/png' }));
    expect(await screen.findByText('文件大小不能超过 64 KB（当前 65 KB）')).toBeTruthy();
    expect(backend.current.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('uploads a fitting PDF, then offers it for download under its name with its size and checksum, and previews it', async () => {
    const info: StoredFileInfo = { url: storedFileUrl(ID, '2027 披露.pdf'), name: '2027 披露.pdf', type: 'application/pdf', size: PDF.length, sha256: `${ID}${ID}` };
    backend.current.on(UPLOAD, { body: ok(info) });
    renderWorkflow(<Harness />);
    await user().upload(input('document'), new File([PDF], '2027 披露.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: '下载 2027 披露.pdf' });
    expect(link.getAttribute('href')).toBe(`${info.url}?download=1`);
    expect(link.getAttribute('download')).toBe('2027 披露.pdf');
    expect(screen.getByText(`${String(PDF.length)} B · SHA-256 0123456789ab…`)).toBeTruthy();
    expect(screen.getByTitle('披露文件预览：2027 披露.pdf').getAttribute('src')).toBe(info.url);
    expect(backend.current.callsTo(UPLOAD)[0]?.body).toEqual({ module: 'wm/fileDemo', field: 'document', fileName: '2027 披露.pdf', data: Buffer.from(PDF).toString('base64') });
    await user().click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '下载 2027 披露.pdf' })).toBeNull());
  });

  it('shows the server’s refusal of a renamed file in the same place', async () => {
    backend.current.on(UPLOAD, { body: { code: 1106, msg: '文件内容不是有效的 PDF，请检查文件', data: { errors: [{ field: 'document', message: '文件内容不是有效的 PDF，请检查文件' }] } } });
    renderWorkflow(<Harness />);
    await user().upload(input('document'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByText('文件内容不是有效的 PDF，请检查文件')).length).toBeGreaterThan(0);
  });
});
