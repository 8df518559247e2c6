import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DROPDOWN_DEFAULTS, MULTI_SELECT_LIMITS, TABLE_DEFAULTS, dropdownPlaceholder } from 'shared-ui/contract';
import { tableColumns } from './gridColumns';
import { serverGridProps, tableGridProps } from './serverGridProps';

describe('spec §9 table defaults', () => {
  it('are the spec\'s numbers', () => {
    expect(TABLE_DEFAULTS).toEqual({ minColumnWidth: 50, minHeight: 50, headerHeight: 38, rowHeight: 40, footerHeight: 40, emptyHeight: 50, loadingOpacity: 0.6, maxResizableColumnWidth: 5000 });
    expect(DROPDOWN_DEFAULTS).toEqual({ width: 90, placeholder: '请选择', resetCloseMs: 50 });
    expect(MULTI_SELECT_LIMITS).toEqual({ min: 0, max: 999 });
    expect([dropdownPlaceholder(), dropdownPlaceholder('  '), dropdownPlaceholder('选择人群')]).toEqual(['请选择', '请选择', '选择人群']);
  });

  it('go into every grid: title row 38, rows 40, footer 40, least height 50, empty area 50, loading veil 0.6', () => {
    const props = tableGridProps();
    expect([props.columnHeaderHeight, props.rowHeight]).toEqual([38, 40]);
    expect(props.sx).toMatchObject({
      minHeight: 50,
      '--DataGrid-overlayHeight': '50px',
      '& .MuiDataGrid-footerContainer': { minHeight: 40 },
      '& .MuiDataGrid-overlayWrapper .MuiDataGrid-overlay': { backgroundColor: 'rgba(255, 255, 255, 0.6)' },
    });
    expect(serverGridProps(undefined, false).rowHeight).toBe(40);
  });

  it('columns are at least 50 wide and at most 5000 when resizable; a column\'s own bounds win; one array in, one out', () => {
    const columns: GridColDef[] = [{ field: 'title' }, { field: 'fixed', resizable: false }, { field: 'wide', minWidth: 200, maxWidth: 800 }];
    const out = tableColumns(columns);
    expect(out.map((c) => [c.field, c.minWidth, c.maxWidth])).toEqual([
      ['title', 50, 5000],
      ['fixed', 50, undefined],
      ['wide', 200, 800],
    ]);
    expect(tableColumns(columns)).toBe(out);
  });

  it('the grid renders its title row and rows at those heights', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <DataGrid {...serverGridProps({ list: [{ id: 1, title: '一' }], total: 1 }, false)} columns={tableColumns<{ id: number; title: string }>([{ field: 'title', headerName: '标题' }])} />
      </div>,
    );
    const root = container.querySelector('.MuiDataGrid-root') as HTMLElement;
    const style = root.getAttribute('style') ?? '';
    expect(style).toContain('--DataGrid-headerHeight: 38px');
    // The grid names its row height --height.
    expect(style).toContain('--height: 40px');
  });
});

const ROOT = join(__dirname, '..', '..', '..');

/** Every source file (not a test) under the packages' `src` whose name and text pass, relative to the workspace. */
function sourcesWhere(name: RegExp, text: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.test(entry) && !/\.test\.tsx?$/.test(entry) && text.test(readFileSync(path, 'utf8'))) found.push(relative(ROOT, path));
    }
  };
  for (const pkg of readdirSync(ROOT).filter((entry) => /^(shell|shared-ui|remote-.+)$/.test(entry))) walk(join(ROOT, pkg, 'src'));
  return found.sort();
}

describe('every list of the product', () => {
  it('is the one table, PagedGrid: no other source renders a DataGrid of its own (spec §2: sorting, header filters, checkboxes, the pager)', () => {
    // PagedGrid draws it through LoadedGrid, the grid's own chunk.
    expect(sourcesWhere(/\.tsx$/, /^\s*<DataGrid[\s<]/m)).toEqual(['shared-ui/src/components/LoadedGrid.tsx']);
  });

  it("loads the grid's code only with a table: nothing but the grid's own chunk imports @mui/x-data-grid at run time (issue 47)", () => {
    // LoadedGrid is loaded lazily by PagedGrid; serverGridProps and GridPager only by LoadedGrid.
    expect(sourcesWhere(/\.tsx?$/, /^import (?!type )[^;]*from '@mui\/x-data-grid/m)).toEqual(['shared-ui/src/components/GridPager.tsx', 'shared-ui/src/components/LoadedGrid.tsx', 'shared-ui/src/components/serverGridProps.ts']);
  });

  it('PagedGrid takes its columns through tableColumns, so no list misses the spec\'s column bounds', () => {
    expect(readFileSync(join(__dirname, 'PagedGrid.tsx'), 'utf8')).toContain('tableColumns(');
  });

  it('every PagedGrid says which columns sort (the list\'s allow-list), so no list goes without sorting by omission', () => {
    const users = sourcesWhere(/\.tsx$/, /<PagedGrid[\s<]/);
    expect(users.length).toBeGreaterThanOrEqual(10);
    const silent = users.filter((path) => !/<PagedGrid[\s\S]*?\ssortable=\{/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(silent).toEqual([]);
  });
});
