import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { BASE, ROOT, file, listing } from '../../testing/h5Fixtures';
import { renderH5 } from '../../testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.
const CHECK = `POST ${BASE}upload/check`;
const UPLOAD = `POST ${BASE}upload`;

const textFile = (name: string, text = '<!doctype html><title>t</title>') => new File([text], name, { type: 'text/html' });

async function pick(files: File[]) {
  backend.current
    .on(`GET ${BASE}folder/0`, { body: ok(ROOT) })
    .on(`GET ${BASE}folder/12`, { body: ok(listing(12, 'activity', [file(32, 'app.css')])) })
    .on(UPLOAD, (req) => ({ body: ok(file(50, (req.body as { path: string }).path)) }));
  renderH5('/h5/relesesystem/edit?folder=12');
  await screen.findByText('app.css');
  fireEvent.change(screen.getByTestId('upload-files-input'), { target: { files } });
  return screen.findByRole('dialog');
}

const uploadedPaths = () => backend.current.callsTo(UPLOAD).map((c) => (c.body as { path: string }).path);

describe('upload', () => {
  it('refuses bad names and types in the browser: listed with their reasons, never sent', async () => {
    backend.current.on(CHECK, { body: ok({ existing: [], refused: [] }) });
    const dialog = await pick([textFile('index.html'), textFile('../evil.html'), new File(['MZ'], 'setup.exe'), new File([], 'empty.css')]);
    const refused = await within(dialog).findByTestId('upload-refused');
    expect(refused.textContent).toContain('以下 3 个文件不会上传');
    expect(refused.textContent).toContain('../evil.html：路径不能包含 ..');
    expect(refused.textContent).toContain('setup.exe：不支持的文件类型 .exe');
    expect(refused.textContent).toContain('empty.css：文件为空');
    expect(backend.current.callsTo(CHECK)[0]?.body).toEqual({ folder_id: 12, paths: ['index.html'] });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(shownToasts()).toContain('success:上传完成：成功 1 个'));
    expect(uploadedPaths()).toEqual(['index.html']);
    const body = backend.current.callsTo(UPLOAD)[0]?.body as { folder_id: number; data: string; overwrite?: boolean };
    expect(body.folder_id).toBe(12);
    expect(body.data).toMatch(/^data:text\/html;base64,/);
    expect(body.overwrite).toBeUndefined();
  });

  it('lists what the server refuses with its reason and does not send it', async () => {
    backend.current.on(CHECK, { body: ok({ existing: [], refused: [{ path: 'about.html', reason: '与已有文件夹 about.html 同名' }] }) });
    const dialog = await pick([textFile('index.html'), textFile('about.html')]);
    expect((await within(dialog).findByTestId('upload-refused')).textContent).toContain('about.html：与已有文件夹 about.html 同名');
    expect(backend.current.callsTo(CHECK)[0]?.body).toEqual({ folder_id: 12, paths: ['index.html', 'about.html'] });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(shownToasts()).toContain('success:上传完成：成功 1 个'));
    expect(uploadedPaths()).toEqual(['index.html']);
  });

  it('asks before overwriting: a file left unticked is not sent, nothing is replaced', async () => {
    backend.current.on(CHECK, { body: ok({ existing: ['app.css'], refused: [] }) });
    const dialog = await pick([textFile('index.html'), new File(['body{}'], 'app.css', { type: 'text/css' })]);
    const existing = await within(dialog).findByTestId('upload-existing');
    expect(existing.textContent).toContain('以下 1 个文件已存在，是否覆盖？');
    expect((within(existing).getByRole('checkbox', { name: /覆盖 app.css/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByTestId('upload-summary').textContent).toBe('将上传 1 个文件（新文件 1 个，覆盖 0 个）。');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(shownToasts()).toContain('success:上传完成：成功 1 个，跳过 1 个'));
    expect(uploadedPaths()).toEqual(['index.html']);
    expect(within(dialog).getByTestId('upload-progress').textContent).toContain('已存在，未覆盖');
  });

  it('overwrites only the files the person said yes to, with overwrite: true', async () => {
    backend.current.on(CHECK, { body: ok({ existing: ['app.css', 'logo.png'], refused: [] }) });
    const user = userEvent.setup();
    const dialog = await pick([new File(['body{}'], 'app.css', { type: 'text/css' }), new File(['png'], 'logo.png', { type: 'image/png' })]);
    await user.click(await within(dialog).findByRole('checkbox', { name: /覆盖 app.css/ }));
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(shownToasts()).toContain('success:上传完成：成功 1 个，跳过 1 个'));
    expect(backend.current.callsTo(UPLOAD).map((c) => c.body as { path: string; overwrite?: boolean }).map(({ path, overwrite }) => ({ path, overwrite }))).toEqual([
      { path: 'app.css', overwrite: true },
    ]);
  });

  it('shows a failed file with its reason and goes on with the rest', async () => {
    backend.current.on(CHECK, { body: ok({ existing: [], refused: [] }) });
    const dialog = await pick([textFile('a.html'), textFile('b.html')]);
    backend.current.on(UPLOAD, (req) =>
      (req.body as { path: string }).path === 'a.html' ? { body: { code: 1401, msg: '', data: null } } : { body: ok(file(51, 'b.html')) },
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(shownToasts()).toContain('warning:上传完成：成功 1 个，失败 1 个'));
    const progress = within(dialog).getByTestId('upload-progress');
    expect(progress.textContent).toContain('a.html名称已存在');
    expect(uploadedPaths()).toEqual(['a.html', 'b.html']);
  });
});
