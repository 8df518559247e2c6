/**
 * A remote's light pages build (issue 32): a page of its own per public address, outside Module Federation, its
 * scripts asked for where the shell's server serves the remote's files, with the light router and text field.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createLightPagesConfig, type LightPageFile } from './createConfig';

const PAGES: LightPageFile[] = [
  { path: '/approval/70000', entry: 'approval', html: 'approval-70000.html', title: '运营发布审批' },
  { path: '/holiday/messagelist', entry: 'holiday', html: 'holiday-messagelist.html', title: '节假日交易安排' },
];

const config = createLightPagesConfig({
  pkg: 'remote-br',
  dir: path.join(__dirname, '..', '..', '..', 'remote-br'),
  env: { mode: 'production' },
  entries: { approval: './src/lightPages/approvalEntry.ts', holiday: './src/lightPages/holidayEntry.ts' },
  pages: PAGES,
});

describe('createLightPagesConfig', () => {
  it('builds one entry per page kind, no federation, into the remote’s dist without emptying it', () => {
    expect(config.entry).toEqual({ approval: './src/lightPages/approvalEntry.ts', holiday: './src/lightPages/holidayEntry.ts' });
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    expect(config.output?.clean).toBe(false);
    expect(config.output?.path).toBe(path.join(__dirname, '..', '..', '..', 'remote-br', 'dist'));
    expect(config.output?.publicPath).toBe('/remotes/remote-br/');
  });

  it('writes one HTML file per address, loading its entry from where the shell serves the remote', () => {
    const pages = (config.plugins ?? []).filter((plugin): plugin is HtmlWebpackPlugin => plugin instanceof HtmlWebpackPlugin);
    expect(pages.map((page) => [page.userOptions.filename, page.userOptions.chunks, page.userOptions.title, page.userOptions.publicPath])).toEqual([
      ['approval-70000.html', ['approval'], '运营发布审批', '/remotes/remote-br/'],
      ['holiday-messagelist.html', ['holiday'], '节假日交易安排', '/remotes/remote-br/'],
    ]);
  });

  it('swaps in the light router and text field, and fails the build on an export they lack', () => {
    const alias = config.resolve?.alias as Record<string, string>;
    expect(path.basename(alias['shared-ui/router$'] ?? '')).toBe('lightRouter.tsx');
    expect(path.basename(alias['@mui/material/TextField$'] ?? '')).toBe('LightTextField.tsx');
    expect(config.module?.parser?.javascript?.exportsPresence).toBe('error');
  });
});
