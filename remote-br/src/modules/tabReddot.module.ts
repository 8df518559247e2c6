/**
 * 底部 Tab 红点 (tabReddot): which bottom tabs of the 证券 App show a red dot, for whom (crowd and login state) and
 * during which window (effect / dead time). A dot clears for a user once they open that tab (the app's side).
 */
import { APPLICABLE_CROWD, defineModule, field, type Option } from 'shared-ui/contract';

export const BR_TABS: readonly Option<string>[] = [
  { value: 'watchlist', label: '自选' },
  { value: 'trade', label: '交易' },
  { value: 'discover', label: '发现（比赛）' },
  { value: 'market', label: '行情' },
  { value: 'my', label: '我的' },
];

export const LOGIN_STATES: readonly Option<number>[] = [
  { value: 0, label: '不限' },
  { value: 1, label: '已登录' },
  { value: 2, label: '未登录' },
];

export const tabReddot = defineModule({
  area: 'br',
  name: 'tabReddot',
  title: 'Tab 红点',
  description: '证券 App 底部 Tab（自选、交易、发现、行情、我的）红点提示：按人群、登录状态和生效时间段展示',
  apiBase: 'operation/broker/redtab/',
  schedule: 'effect_dead',
  prepublishOrderBy: 'effect_time',
  fields: [
    field.text('name', '红点名称', { required: true, maxLength: 20, inList: true, hint: '仅后台可见' }),
    field.select('tabs', '显示红点的 Tab', BR_TABS, { required: true, multiple: true, inList: true }),
    field.select('population_type', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 0 }),
    field.radio('login_status', '登录状态', LOGIN_STATES, { required: true, defaultValue: 0 }),
    field.text('remark', '备注', { maxLength: 50 }),
  ],
  seed: [
    { status: 'published', offsetMinutes: -720, operator: '黄诗韵', values: { name: '新股认购季提醒', tabs: ['trade'], population_type: 2, login_status: 1, remark: '新股密集招股期' } },
    { status: 'prepublished', offsetMinutes: 2880, operator: '梁志豪', values: { name: '年终模拟炒股大赛', tabs: ['discover', 'my'], population_type: 0, login_status: 0, remark: '' } },
    { status: 'draft', values: { name: '自选股新功能', tabs: ['watchlist'], population_type: 1, login_status: 1, remark: '自选分组上线' } },
    { status: 'history', offsetMinutes: -30240, operator: '黄诗韵', values: { name: '美股夏令时提醒', tabs: ['market'], population_type: 0, login_status: 0, remark: '' } },
  ],
});
