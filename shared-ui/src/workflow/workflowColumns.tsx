import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { ImageThumb } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import {
  SCHEDULE_LABELS,
  STATUS_LABELS,
  WORKFLOW_WORDING,
  parseCmsTime,
  scheduleFields,
  stepTimes,
  type ModuleDefinition,
  type WorkflowRow,
  type WorkflowStatus,
  formatFieldValue,
} from 'shared-ui/contract';
import type { WorkflowListView } from './WorkflowListView';

type Column = GridColDef<WorkflowRow>;

const timeColumn = (field: string, headerName: string): Column => ({ field, headerName, width: 170 });

/**
 * A pre-published entry's preset time, marked 已过期 once it has passed: publishing it at that time would be refused
 * (spec §5), so the person sees before opening the dialog that a new time is needed.
 */
const presetColumn = (field: string, headerName: string): Column => ({
  ...timeColumn(field, headerName),
  width: 230,
  renderCell: ({ value }) => {
    const at = parseCmsTime(value);
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        {value as string | null}
        {at !== null && at < Date.now() ? <Chip size="small" color="error" variant="outlined" label="已过期" title="预设时间已过，发布时请重新设置" /> : null}
      </Box>
    );
  },
});

/**
 * A time a pre-published entry does not have yet, where publishing sets it (`scheduleSetAt: 'publish'`): the cell says
 * so rather than staying blank, so nobody takes it for a lost time.
 */
const setOnPublishColumn = (field: string, headerName: string, words: { publish: string }): Column => ({
  ...timeColumn(field, headerName),
  renderCell: ({ value }) =>
    typeof value === 'string' && value !== '' ? (
      value
    ) : (
      <Box component="span" sx={{ color: 'text.secondary' }} title={`${headerName}在${words.publish}时设置`}>
        未设置（{words.publish}时设置）
      </Box>
    ),
});

/** The box a list cell draws an image in (the row is 52 px high). */
const IMAGE_CELL = { width: 96, height: 40 } as const;

/** Kinds whose values order meaningfully (the server sorts by a field's JSON value; an object or a URL would not). */
const SORTABLE_KINDS = new Set(['text', 'textarea', 'number', 'radio', 'switch', 'link', 'datetime', 'date']);

/** The module's own list columns, formatted; the scalar ones sortable on the server. */
export function moduleFieldColumns(module: ModuleDefinition): Column[] {
  return module.listColumns.map((name) => {
    const def = module.fields.find((f) => f.name === name);
    if (!def) throw new Error(`模块 ${module.key}: 列 ${name} 不是它的字段`);
    if (def.kind === 'image') {
      return {
        field: name,
        headerName: def.label,
        width: 110,
        sortable: false,
        // The thumbnail, drawn at the slot's aspect; a click opens the original.
        renderCell: ({ value, tabIndex, hasFocus }) =>
          typeof value === 'string' && value ? (
            <ImageThumb src={value} alt={def.label} box={IMAGE_CELL} intrinsic={def} tabIndex={tabIndex} hasFocus={hasFocus} />
          ) : null,
      } satisfies Column;
    }
    return {
      field: name,
      headerName: def.label,
      flex: 1,
      minWidth: 120,
      sortable: SORTABLE_KINDS.has(def.kind) || (def.kind === 'select' && !def.multiple),
      valueGetter: (_value, row) => formatFieldValue(def, row[name]),
    } satisfies Column;
  });
}

/**
 * The columns of a list: the module's fields, then the workflow's own (who and when), per view:
 * pre-publish → pre_operator, pre_time, the preset time(s); published → status, push_operator, push_time or the
 * window; history → push_operator, push_time, remove_operator, remove_time and the late marker.
 */
export function workflowColumns(module: ModuleDefinition, view: WorkflowListView): Column[] {
  const words = WORKFLOW_WORDING[module.wording];
  const schedule = scheduleFields(module).map((f) => timeColumn(f, SCHEDULE_LABELS[f] ?? f));
  // The id opens the entry's 修改记录 (the module screen's records tab, narrowed to it).
  const id: Column = {
    field: 'id',
    headerName: '编号',
    width: 80,
    renderCell: ({ value }) => (
      <Link component={RouterLink} to={`?view=records&entry=${String(value)}`} title="查看该内容的修改记录" aria-label={`编号 ${String(value)}，查看修改记录`}>
        {String(value)}
      </Link>
    ),
  };
  const pushed = [{ field: 'push_operator', headerName: `${words.publish}人`, width: 110 }, timeColumn('push_time', `${words.publish}时间`)];
  switch (view) {
    case 'prepublish':
      return [
        id,
        ...moduleFieldColumns(module),
        { field: 'pre_operator', headerName: `${words.prepublish}人`, width: 110 },
        timeColumn('pre_time', `${words.prepublish}时间`),
        // The go-live time is what can pass; a window's end is checked against its start. Where publishing sets the
        // times, a waiting entry has none yet.
        ...scheduleFields(module).map((f, i) =>
          stepTimes(module, 'prepublish').fields.length === 0
            ? setOnPublishColumn(f, SCHEDULE_LABELS[f] ?? f, words)
            : i === 0
              ? presetColumn(f, SCHEDULE_LABELS[f] ?? f)
              : timeColumn(f, SCHEDULE_LABELS[f] ?? f),
        ),
      ];
    case 'published':
      return [
        id,
        ...moduleFieldColumns(module),
        {
          field: 'status',
          headerName: '状态',
          width: 100,
          renderCell: ({ value }) => {
            const status = value as WorkflowStatus;
            return <Chip size="small" color={status === 'published' ? 'success' : 'warning'} label={STATUS_LABELS[status] ?? String(value)} />;
          },
        },
        pushed[0]!,
        ...(module.schedule === 'push_time' ? [pushed[1]!] : schedule),
      ];
    case 'history':
      return [
        id,
        ...moduleFieldColumns(module),
        ...pushed,
        { field: 'remove_operator', headerName: '下架人', width: 110 },
        {
          ...timeColumn('remove_time', '下架时间'),
          width: 220,
          renderCell: ({ value, row }) => (
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {value as string | null}
              {row.late === 1 ? <Chip size="small" color="warning" variant="outlined" label="延迟执行" /> : null}
            </Box>
          ),
        },
      ];
  }
}
