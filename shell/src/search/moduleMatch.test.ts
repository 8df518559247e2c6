import { matchPlaces, type ConsolePlace, type SearchablePlace } from './moduleMatch';
import { pinyinKeysOf } from './pinyinKeys';

const PLACES: readonly ConsolePlace[] = [
  { path: '/operation/wm/modules/openScreen', title: '开屏推荐', area: '理财 App' },
  { path: '/operation/wm/modules/splashScreen', title: '闪屏', area: '理财 App' },
  { path: '/operation/br/modules/splashScreen', title: '闪屏', area: '证券 App' },
  { path: '/operation/wm/modules/maskLayer', title: '蒙层', area: '理财 App' },
  { path: '/operation/wm/appconfig', title: 'App 配置', area: '理财 App' },
  { path: '/articles/library', title: '文章库', area: '内容管理' },
  { path: '/operation/wm/modules/investorEducation', title: '投资者教育', area: '理财 App' },
];
const searchable: SearchablePlace[] = PLACES.map((place) => ({ ...place, keys: pinyinKeysOf(place.title) }));
const titles = (typed: string) => matchPlaces(searchable, typed).map((place) => `${place.area}:${place.title}`);

describe('pinyinKeysOf (pinyin-pro)', () => {
  it('types a Chinese name by its initials and its whole pinyin, mixed names as typed', () => {
    expect(pinyinKeysOf('开屏推荐')).toEqual({ initials: 'kptj', spelled: 'kaipingtuijian' });
    expect(pinyinKeysOf('闪屏')).toEqual({ initials: 'sp', spelled: 'shanping' });
    expect(pinyinKeysOf('App 配置').initials).toBe('apppz');
  });
});

describe('matchPlaces', () => {
  it('finds a module by its pinyin initials: kp finds 开屏推荐, sp both apps’ 闪屏', () => {
    expect(titles('kp')).toEqual(['理财 App:开屏推荐']);
    expect(titles('SP')).toEqual(['证券 App:闪屏', '理财 App:闪屏']);
    expect(titles('tzzjy')).toEqual(['理财 App:投资者教育']);
  });

  it('finds by name (exact first), by whole pinyin and by path', () => {
    expect(titles('闪屏')).toEqual(['证券 App:闪屏', '理财 App:闪屏']);
    expect(titles('屏')).toEqual(['证券 App:闪屏', '理财 App:闪屏', '理财 App:开屏推荐']);
    expect(titles('kaiping')).toEqual(['理财 App:开屏推荐']);
    expect(titles('masklayer')).toEqual(['理财 App:蒙层']);
    expect(titles('/articles')).toEqual(['内容管理:文章库']);
  });

  it('does not read Chinese text as pinyin, nor blank text as anything', () => {
    expect(titles('开屏')).toEqual(['理财 App:开屏推荐']);
    expect(titles('   ')).toEqual([]);
    expect(titles('没有这个模块')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(matchPlaces(searchable, 'operation', 2)).toHaveLength(2);
  });
});
