/**
 * The stocks library: a seeded symbol list (港股, 美股, 沪深 A 股) behind the other-stock-news `stock/search` and `stock/symbol` calls, and the search a
 * later br screen reuses for the other-stock-news `stock/search?content=` (spec §7).
 *
 * Key = market-qualified symbol, the way quote vendors and the apps write it: `00700.HK` (five digits, zero-padded),
 * `AAPL.US`, `600519.SH`, `000858.SZ`. Label = Chinese name + symbol (`腾讯控股 00700`), detail = market (`港股`).
 * A search matches the symbol, the Chinese name, the English name or the pinyin initials (`txkg` → 腾讯控股), best
 * first: exact symbol, then symbol / initials prefix, then a name containing the text.
 */
import type { LibraryItem } from 'shared-ui/contract';
import type { LibrarySource } from './librarySource';

export type StockMarket = 'HK' | 'US' | 'SH' | 'SZ';

export const STOCK_MARKET_LABELS: Readonly<Record<StockMarket, string>> = { HK: '港股', US: '美股', SH: '沪市 A 股', SZ: '深市 A 股' };

export interface Stock {
  /** `00700.HK`: the library key. */
  key: string;
  symbol: string;
  market: StockMarket;
  name: string;
  englishName: string;
  /** Pinyin initials of the Chinese name, lower case (`txkg`); what people type on a phone keyboard. */
  initials: string;
}

/** symbol | Chinese name | English name | pinyin initials, one market per block. */
const TABLE: Readonly<Record<StockMarket, string>> = {
  HK: `
00700|腾讯控股|Tencent Holdings|txkg
09988|阿里巴巴-W|Alibaba Group|albb
03690|美团-W|Meituan|mt
00005|汇丰控股|HSBC Holdings|hfkg
01299|友邦保险|AIA Group|ybbx
00941|中国移动|China Mobile|zgyd
00388|香港交易所|Hong Kong Exchanges and Clearing|xgjys
01810|小米集团-W|Xiaomi Corporation|xmjt
09618|京东集团-SW|JD.com|jdjt
09999|网易-S|NetEase|wy
01024|快手-W|Kuaishou Technology|ks
09888|百度集团-SW|Baidu|bdjt
02318|中国平安|Ping An Insurance|zgpa
00939|建设银行|China Construction Bank|jsyh
01398|工商银行|ICBC|gsyh
03988|中国银行|Bank of China|zgyh
01288|农业银行|Agricultural Bank of China|nyyh
03968|招商银行|China Merchants Bank|zsyh
02628|中国人寿|China Life Insurance|zgrs
00883|中国海洋石油|CNOOC|zghysy
00857|中国石油股份|PetroChina|zgsygf
00386|中国石油化工股份|Sinopec|zgsyhggf
00011|恒生银行|Hang Seng Bank|hsyh
00001|长和|CK Hutchison Holdings|ch
00002|中电控股|CLP Holdings|zdkg
00003|香港中华煤气|Hong Kong and China Gas|xgzhmq
00006|电能实业|Power Assets Holdings|dnsy
00016|新鸿基地产|Sun Hung Kai Properties|xhjdc
00012|恒基地产|Henderson Land Development|hjdc
00017|新世界发展|New World Development|xsjfz
01113|长实集团|CK Asset Holdings|csjt
00027|银河娱乐|Galaxy Entertainment|yhyl
01928|金沙中国有限公司|Sands China|jszgyxgs
00066|港铁公司|MTR Corporation|gtgs
00175|吉利汽车|Geely Automobile|jlqc
01211|比亚迪股份|BYD Company|bydgf
02015|理想汽车-W|Li Auto|lxqc
09868|小鹏汽车-W|XPeng|xpqc
09866|蔚来-SW|NIO|wl
02020|安踏体育|ANTA Sports|atty
02331|李宁|Li Ning|ln
00291|华润啤酒|China Resources Beer|hrpj
00322|康师傅控股|Tingyi Holding|ksfkg
06862|海底捞|Haidilao International|hdl
09633|农夫山泉|Nongfu Spring|nfsq
02269|药明生物|WuXi Biologics|ymsw
01177|中国生物制药|Sino Biopharmaceutical|zgswzy
02359|药明康德|WuXi AppTec|ymkd
00981|中芯国际|SMIC|zxgj
02382|舜宇光学科技|Sunny Optical Technology|sygxkj
00992|联想集团|Lenovo Group|lxjt
00762|中国联通|China Unicom|zglt
00728|中国电信|China Telecom|zgdx
01088|中国神华|China Shenhua Energy|zgsh
02899|紫金矿业|Zijin Mining|zjky
00688|中国海外发展|China Overseas Land & Investment|zghwfz
01109|华润置地|China Resources Land|hrzd
06690|海尔智家|Haier Smart Home|hezj
00267|中信股份|CITIC Limited|zxgf
06618|京东健康|JD Health|jdjk
01833|平安好医生|Ping An Healthcare and Technology|pahys
09961|携程集团-S|Trip.com Group|xcjt
00968|信义光能|Xinyi Solar|xygn
00823|领展房产基金|Link REIT|lzfcjj
02800|盈富基金|Tracker Fund of Hong Kong|yfjj
03033|南方恒生科技|CSOP Hang Seng TECH Index ETF|nfhskj
09992|泡泡玛特|Pop Mart|ppmt
06160|百济神州|BeiGene|bjsz
01876|百威亚太|Budweiser Brewing APAC|bwyt
00288|万洲国际|WH Group|wzgj`,
  US: `
AAPL|苹果|Apple|pg
NVDA|英伟达|NVIDIA|ywd
TSLA|特斯拉|Tesla|tsl
MSFT|微软|Microsoft|wr
AMZN|亚马逊|Amazon.com|ymx
GOOGL|谷歌-A|Alphabet Class A|gg
META|脸书|Meta Platforms|ls
NFLX|奈飞|Netflix|nf
AMD|超威半导体|Advanced Micro Devices|cwbdt
INTC|英特尔|Intel|yte
TSM|台积电|Taiwan Semiconductor Manufacturing|tjd
AVGO|博通|Broadcom|bt
QCOM|高通|Qualcomm|gt
ORCL|甲骨文|Oracle|jgw
CRM|赛富时|Salesforce|sfs
ADBE|奥多比|Adobe|adb
BABA|阿里巴巴|Alibaba Group ADR|albb
PDD|拼多多|PDD Holdings|pdd
JD|京东|JD.com ADR|jd
BIDU|百度|Baidu ADR|bd
NIO|蔚来|NIO ADR|wl
LI|理想汽车|Li Auto ADR|lxqc
XPEV|小鹏汽车|XPeng ADR|xpqc
BILI|哔哩哔哩|Bilibili|blbl
TME|腾讯音乐|Tencent Music Entertainment|txyy
FUTU|富途控股|Futu Holdings|ftkg
TIGR|老虎证券|UP Fintech Holding|lhzq
JPM|摩根大通|JPMorgan Chase|mgdt
BAC|美国银行|Bank of America|mgyh
GS|高盛|Goldman Sachs|gs
MS|摩根士丹利|Morgan Stanley|mgsdl
V|维萨|Visa|ws
MA|万事达|Mastercard|wsd
KO|可口可乐|Coca-Cola|kkkl
PEP|百事可乐|PepsiCo|bskl
MCD|麦当劳|McDonald's|mdl
SBUX|星巴克|Starbucks|xbk
NKE|耐克|Nike|nk
DIS|迪士尼|Walt Disney|dsn
WMT|沃尔玛|Walmart|wem
COST|好市多|Costco Wholesale|hsd
JNJ|强生|Johnson & Johnson|qs
PFE|辉瑞|Pfizer|hr
LLY|礼来|Eli Lilly|ll
UNH|联合健康|UnitedHealth Group|lhjk
XOM|埃克森美孚|Exxon Mobil|aksmf
BA|波音|Boeing|by
UBER|优步|Uber Technologies|yb
ABNB|爱彼迎|Airbnb|aby`,
  SH: `
600519|贵州茅台|Kweichow Moutai|gzmt
601318|中国平安|Ping An Insurance|zgpa
600036|招商银行|China Merchants Bank|zsyh
601012|隆基绿能|LONGi Green Energy|ljln
600900|长江电力|China Yangtze Power|cjdl
601398|工商银行|ICBC|gsyh
601288|农业银行|Agricultural Bank of China|nyyh
601988|中国银行|Bank of China|zgyh
601939|建设银行|China Construction Bank|jsyh
600276|恒瑞医药|Jiangsu Hengrui Pharmaceuticals|hryy
601166|兴业银行|Industrial Bank|xyyh
600030|中信证券|CITIC Securities|zxzq
600887|伊利股份|Yili Group|ylgf
600809|山西汾酒|Shanxi Xinghuacun Fen Wine|sxfj
601888|中国中免|China Tourism Group Duty Free|zgzm
600309|万华化学|Wanhua Chemical|whhx
601899|紫金矿业|Zijin Mining|zjky
600028|中国石化|Sinopec|zgsh
601857|中国石油|PetroChina|zgsy
600941|中国移动|China Mobile|zgyd
688981|中芯国际|SMIC|zxgj
688111|金山办公|Kingsoft Office|jsbg
600000|浦发银行|Shanghai Pudong Development Bank|pfyh
601728|中国电信|China Telecom|zgdx
603259|药明康德|WuXi AppTec|ymkd
600690|海尔智家|Haier Smart Home|hezj
601633|长城汽车|Great Wall Motor|ccqc`,
  SZ: `
000858|五粮液|Wuliangye Yibin|wly
300750|宁德时代|Contemporary Amperex Technology|ndsd
002594|比亚迪|BYD Company|byd
000333|美的集团|Midea Group|mdjt
000651|格力电器|Gree Electric Appliances|gldq
300059|东方财富|East Money Information|dfcf
002415|海康威视|Hikvision|hkws
000568|泸州老窖|Luzhou Laojiao|lzlj
300760|迈瑞医疗|Mindray Bio-Medical|mryl
300015|爱尔眼科|Aier Eye Hospital|aeyk
002475|立讯精密|Luxshare Precision|lxjm
000001|平安银行|Ping An Bank|payh
000002|万科A|China Vanke|wka
002714|牧原股份|Muyuan Foods|mygf`,
};

function parseTable(): Stock[] {
  return (Object.keys(TABLE) as StockMarket[]).flatMap((market) =>
    TABLE[market]
      .trim()
      .split('\n')
      .map((line) => {
        const [symbol = '', name = '', englishName = '', initials = ''] = line.split('|');
        return { key: `${symbol}.${market}`, symbol, market, name, englishName, initials };
      }),
  );
}

/** Every seeded stock, HK first, then US, SH, SZ: what the stock search and look-up calls read. */
export const STOCKS: readonly Stock[] = parseTable();

const BY_KEY: ReadonlyMap<string, Stock> = new Map(STOCKS.map((s) => [s.key, s]));

export function stockItem(stock: Stock): LibraryItem {
  return { id: stock.key, label: `${stock.name} ${stock.symbol}`, detail: STOCK_MARKET_LABELS[stock.market] };
}

/** How well `stock` answers `needle` (lower case, trimmed): lower is better, undefined is no match. */
function rank(stock: Stock, needle: string): number | undefined {
  const symbol = stock.symbol.toLowerCase();
  const key = stock.key.toLowerCase();
  if (needle === symbol || needle === key) return 0;
  if (symbol.startsWith(needle) || key.startsWith(needle) || stock.initials.startsWith(needle) || stock.name.startsWith(needle)) return 1;
  // "700" finds 00700: a Hong Kong code typed without its leading zeros.
  if (/^\d+$/.test(needle) && symbol.replace(/^0+/, '').startsWith(needle)) return 1;
  if (stock.name.includes(needle) || stock.englishName.toLowerCase().includes(needle)) return 2;
  if (symbol.includes(needle) || stock.initials.includes(needle)) return 3;
  return undefined;
}

/** Stocks answering `text` (all when blank), best first, at most `limit`; the list's order breaks ties. */
export function searchStocks(text: string, limit: number): Stock[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return STOCKS.slice(0, limit);
  return STOCKS.flatMap((stock, index) => {
    const score = rank(stock, needle);
    return score === undefined ? [] : [{ stock, score, index }];
  })
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((hit) => hit.stock);
}

/** The stocks as a library source; the list is fixed, so it takes no filters. */
export function stockSource(): LibrarySource {
  return {
    byIds: (keys) => [...new Set(keys)].flatMap((key) => {
      const stock = BY_KEY.get(key);
      return stock ? [stockItem(stock)] : [];
    }),
    search: (text, limit) => searchStocks(text, limit).map(stockItem),
  };
}
