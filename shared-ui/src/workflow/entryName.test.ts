import { defineModule, field } from 'shared-ui/contract';
import { entryName } from './entryName';
import { workflowRow } from './testing/workflowRows';

/** Shaped like br holiday: the market is its first list column, the title comes later. */
const holidayLike = defineModule({
  area: 'br',
  name: 'entryNameHoliday',
  title: '公告演示',
  apiBase: 'operation/test/entryname/',
  schedule: 'push_time',
  fields: [
    field.select('market', '市场', [{ value: 'a', label: 'A股' }], { required: true, inList: true }),
    field.text('start_date', '开始日期', { required: true, inList: true }),
    field.text('title', '标题', { required: true, inList: true }),
  ],
});
const keyed = defineModule({
  area: 'br',
  name: 'entryNameKeyed',
  title: '配置演示',
  apiBase: 'operation/test/entrynamekeyed/',
  schedule: 'push_time',
  fields: [field.text('config_key', '配置键', { required: true, inList: true }), field.text('remark', '备注')],
});

describe('entryName (the publish, off-shelf and delete dialogs)', () => {
  it('names an entry by its title, not by its first column (holiday said 「A股」（ID 330）)', () => {
    expect(entryName(holidayLike, workflowRow(330, { market: 'a', start_date: '2027-02-05', title: '春节休市安排' }))).toBe('「春节休市安排」（ID 330）');
  });

  it('falls back to the first list column with text, then to the id', () => {
    expect(entryName(keyed, workflowRow(4, { config_key: 'home.banner', remark: '' }))).toBe('「home.banner」（ID 4）');
    expect(entryName(holidayLike, workflowRow(5, { market: '', start_date: '', title: '' }))).toBe('ID 5');
  });
});
