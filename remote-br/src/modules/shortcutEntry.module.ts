/**
 * 快捷入口 (shortcutEntry): the row of shortcut icons on each market page of the 证券 App (港股, 美股, 沪深, 港股通,
 * 融资). Each set names its market and lists 1–8 entries, each with a name in three languages, a 96×96 icon, where a
 * tap goes and its position. One set per market live at a time.
 */
import { defineModule, field, seedImagePath, type ListItem, type Option } from 'shared-ui/contract';

export const SHORTCUT_MARKETS: readonly Option<string>[] = [
  { value: 'hk', label: '港股' },
  { value: 'us', label: '美股' },
  { value: 'hs', label: '沪深' },
  { value: 'ggt', label: '港股通' },
  { value: 'financing', label: '融资' },
];

export const SHORTCUT_ICON = { width: 96, height: 96 } as const;

const SHORTCUT_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'stock', label: '个股行情' },
  { value: 'h5', label: 'H5 页面' },
  { value: 'ipo_calendar', label: '新股日历' },
];

type SeedEntry = readonly [zhHans: string, zhHant: string, en: string, jumpType: 'stock' | 'h5' | 'ipo_calendar', target: string];
const entries = (market: string, ...items: readonly SeedEntry[]): ListItem[] =>
  items.map(([zh, hant, en, jump_type, jump_target], i) => ({
    position: i + 1,
    name: { 'zh-hans': zh, 'zh-hant': hant, en },
    icon: seedImagePath(`br-shortcut-${market}-${String(i + 1)}`, SHORTCUT_ICON),
    jump_type,
    jump_target,
  }));

export const shortcutEntry = defineModule({
  area: 'br',
  name: 'shortcutEntry',
  title: '快捷入口',
  description: '各市场页（港股、美股、沪深、港股通、融资）的快捷入口：多语言名称、图标、跳转与排序，每个市场同时上线一套',
  apiBase: 'operation/broker/shortcutentry/',
  schedule: 'push_time',
  // A market's row of shortcuts, by their names (issue 44, item 6).
  entryName: ['market', 'entries'],
  fields: [
    field.select('market', '市场', SHORTCUT_MARKETS, { required: true, defaultValue: 'hk', inList: true }),
    field.list('entries', '入口', {
      min: 1,
      max: 8,
      inList: true,
      itemFields: [
        field.multiLanguage('name', '入口名称', { required: true, languages: ['zh-hans', 'zh-hant', 'en'], maxLength: 12, hint: '图标下一行显示，建议中文不超过 4 字' }),
        field.image('icon', '图标', SHORTCUT_ICON, { required: true }),
        field.select('jump_type', '跳转类型', SHORTCUT_JUMP_TYPES, { required: true, defaultValue: 'h5' }),
        field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: { stock: { library: 'stocks' }, h5: 'url' }, hint: '个股从库中选择；H5 填 http(s) 链接' }),
      ],
    }),
  ],
  uniqueWhileLive: { fields: ['market'], message: '该市场已有上线的快捷入口，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '黄诗韵',
      values: { market: 'hk', entries: entries('hk', ['新股日历', '新股日曆', 'IPO', 'ipo_calendar', ''], ['暗盘交易', '暗盤交易', 'Grey Mkt', 'h5', 'https://m.example-broker.com/hk/grey-market'], ['腾讯控股', '騰訊控股', 'Tencent', 'stock', '00700.HK']) },
    },
    {
      status: 'published',
      offsetMinutes: -4300,
      operator: '黄诗韵',
      values: { market: 'us', entries: entries('us', ['盘前盘后', '盤前盤後', 'Ext Hrs', 'h5', 'https://m.example-broker.com/us/extended-hours'], ['期权', '期權', 'Options', 'h5', 'https://m.example-broker.com/us/options']) },
    },
    { status: 'prepublished', offsetMinutes: 1440, operator: '梁志豪', values: { market: 'ggt', entries: entries('ggt', ['南向资金', '南向資金', 'Southbound', 'h5', 'https://m.example-broker.com/ggt/southbound']) } },
    { status: 'draft', values: { market: 'financing', entries: entries('financing', ['融资利率', '融資利率', 'Rates', 'h5', 'https://m.example-broker.com/financing/rates']) } },
  ],
});
