import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { useDocumentTitle } from 'shared-ui';
import { PageBreadcrumbs, PageHeader, PagedGrid, useListPaging, type HeaderFilters, type TrailStep } from 'shared-ui/components';
import { DeleteLibraryItemsDialog } from './DeleteLibraryItemsDialog';
import type { LibraryRowActions } from './libraryColumns';
import { useLibraryPermissions, type LibraryQueries } from './libraryQueries';
import { LibrarySearchBar } from './LibrarySearchBar';
import { useDetailParam } from './useDetailParam';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** What every library row has: its key, its name, and the version a delete is based on. */
export interface LibraryListRow {
  id: number | string;
  name: string;
  version?: number;
}

/** The rows a selection model means on the shown page ('exclude' is the grid's "all but these"). */
function chosenRows<Row extends LibraryListRow>(model: GridRowSelectionModel, rows: readonly Row[]): Row[] {
  return rows.filter((r) => (model.type === 'include' ? model.ids.has(r.id) : !model.ids.has(r.id)));
}

/** A library's filters beyond the search (基金's 风险等级 in its column header): their values and their header filters. */
export interface LibraryFilters<F extends object> {
  initial: F;
  header: (applied: F, apply: (next: F) => void) => HeaderFilters;
}

/** What the page says of the library: its texts, and what one item is called in the delete's question and answer. */
export interface LibraryScreenTexts {
  /** The page's title and the document's. */
  title: string;
  subtitle: string;
  /** 添加基金, 添加基金经理. */
  addLabel: string;
  /** 基金列表: the grid's accessible name and what its load errors name. */
  gridName: string;
  search: { label: string; maxLength: number };
  /** 基金, 基金经理: one item. */
  itemName: string;
  /** 基金库: where the delete takes them from. */
  libraryTitle: string;
  /** What deleting `count` items means for the slots (一句话). */
  consequence: (count: number) => string;
  deletedMessage: string;
}

export interface LibraryPageProps<Row extends LibraryListRow, F extends object> {
  /** The library's hooks (libraryQueries): the list, the delete, and the calls that decide the buttons. */
  library: LibraryQueries<Row, unknown, Row['id']>;
  texts: LibraryScreenTexts;
  /** The menu path of the screen, and any steps on the way (基金经理推荐 › 基金经理库). */
  path: string;
  via?: readonly TrailStep[];
  /** Buttons before 添加 (返回…). */
  actions?: ReactNode;
  columns: (actions: LibraryRowActions<Row>) => GridColDef<Row>[];
  /** The columns the server orders by. */
  sortable: readonly string[];
  /** The order while the person has not sorted; absent: the server's own. */
  defaultOrder?: { orderBy: string; order: 'asc' | 'desc' };
  filters?: LibraryFilters<F>;
  /** The key an address's `?detail=` names, or null when it names none of this library's. */
  detailKey: (param: string) => Row['id'] | null;
  /** The add (`row` undefined) or edit dialog, mounted only while open. */
  renderForm: (row: Row | undefined, onClose: () => void) => ReactNode;
  /** The detail drawer (LibraryDetailDrawer), always mounted: `id` null is closed. */
  renderDetail: (id: Row['id'] | null, onClose: () => void) => ReactNode;
}

/**
 * A library's screen (基金管理, 基金经理库 …): breadcrumbs and header with 添加, the search, 删除所选, the server-paged
 * grid with its row actions, the delete with its in-use refusal, and the add/edit and detail parts the library brings. The detail is in the address
 * (`?detail=`), so the console's search can link to it.
 */
export function LibraryPage<Row extends LibraryListRow, F extends object = Record<string, never>>(props: LibraryPageProps<Row, F>) {
  const { library, texts, path, via, actions, columns: columnsOf, sortable, defaultOrder, filters: extra, detailKey } = props;
  const { title, gridName } = texts;
  useDocumentTitle(title);
  const can = useLibraryPermissions(library.calls);
  const remove = library.useDelete();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<F | undefined>(extra?.initial);
  const paging = useListPaging(defaultOrder);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [detailParam, setDetailParam] = useDetailParam();
  const detailId = detailParam === null ? null : detailKey(detailParam);

  const query = useMemo(() => ({ search: searchText, ...filters, ...paging.query }), [searchText, filters, paging.query]);
  const list = library.useList(query);
  const rows = list.data?.list ?? [];
  const chosen = chosenRows(selection, rows);
  const columns = useMemo(
    () => columnsOf({ onDetail: (row) => setDetailParam(String(row.id)), onEdit: can.edit ? setEditing : undefined, onDelete: can.remove ? (row) => setDeleting([row]) : undefined }),
    [columnsOf, can.edit, can.remove, setDetailParam],
  );
  const applyFilters = (next: F) => {
    setFilters(next);
    paging.firstPage();
  };
  const applySearch = (text: string) => {
    setSearchText(text);
    // 重置 clears every filter, the header's too.
    if (text === '' && extra) setFilters(extra.initial);
    paging.firstPage();
  };

  return (
    <Box>
      <PageBreadcrumbs path={path} title={title} via={via} />
      <PageHeader
        title={title}
        subtitle={texts.subtitle}
        actions={
          <Stack direction="row" spacing={1}>
            {actions}
            {can.add ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                {texts.addLabel}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <LibrarySearchBar label={texts.search.label} maxLength={texts.search.maxLength} onApply={applySearch} />
      {can.remove ? (
        <Box sx={{ mb: 1 }}>
          <Button color="error" startIcon={<DeleteOutline />} disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
            {chosen.length > 0 ? `删除所选（${String(chosen.length)}）` : '删除所选'}
          </Button>
        </Box>
      ) : null}
      <PagedGrid<Row>
        list={list}
        paging={paging}
        what={gridName}
        aria-label={gridName}
        autoRowHeight
        columns={columns}
        sortable={sortable}
        headerFilters={extra && filters ? extra.header(filters, applyFilters) : undefined}
        checkboxSelection={can.remove}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
      {editing ? props.renderForm(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
      {deleting ? (
        <DeleteLibraryItemsDialog
          itemName={texts.itemName}
          libraryTitle={texts.libraryTitle}
          items={deleting}
          consequence={texts.consequence(deleting.length)}
          deletedMessage={texts.deletedMessage}
          remove={remove}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
      {props.renderDetail(detailId, () => setDetailParam(null))}
    </Box>
  );
}
