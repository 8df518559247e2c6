/** The demo H5 pages' bytes: small but real pages, styles and scripts, so /h5-live/… shows something meaningful. */

const page = (title: string, css: string, body: string, script = '') =>
  `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="${css}">
</head>
<body>
${body}
${script ? `<script src="${script}"></script>\n` : ''}</body>
</html>
`;

export const DOUBLE11_INDEX_V1 = page(
  '双十一理财节 · 2026',
  'style.css',
  `  <header class="hero"><h1>双十一理财节</h1><p>11 月 1 日 – 11 月 11 日 · 精选基金申购费 1 折起</p></header>
  <main>
    <section class="card"><h2>新客专享</h2><p>首次开户并入金满 1000 元，领取 88 元理财红包。</p></section>
    <section class="card"><h2>活动规则</h2><p>红包有效期 30 天，限购买指定基金使用。</p></section>
    <p class="countdown" id="countdown">距活动开始还有 -- 天</p>
  </main>`,
  'app.js',
);

/** The newer version uploaded in the edit view but not yet published: a second section and an updated date line. */
export const DOUBLE11_INDEX_V2 = page(
  '双十一理财节 · 2026',
  'style.css',
  `  <header class="hero"><h1>双十一理财节</h1><p>11 月 1 日 – 11 月 11 日 · 精选基金申购费 1 折起 · 加赠港美股免佣卡</p></header>
  <main>
    <section class="card"><h2>新客专享</h2><p>首次开户并入金满 1000 元，领取 88 元理财红包。</p></section>
    <section class="card"><h2>老客加码</h2><p>活动期间净入金满 5 万元，再送 30 天港美股免佣卡。</p></section>
    <section class="card"><h2>活动规则</h2><p>红包有效期 30 天，限购买指定基金使用；免佣卡自领取日起生效。</p></section>
    <p class="countdown" id="countdown">距活动开始还有 -- 天</p>
  </main>`,
  'app.js',
);

export const DOUBLE11_CSS = `body { margin: 0; font-family: "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #fff5f0; color: #333; }
.hero { padding: 32px 20px; background: linear-gradient(135deg, #ff4d4f, #ff7a45); color: #fff; text-align: center; }
.hero h1 { margin: 0 0 8px; font-size: 28px; }
.card { margin: 16px; padding: 16px; border-radius: 12px; background: #fff; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.06); }
.countdown { text-align: center; color: #ff4d4f; font-weight: 600; }
`;

export const DOUBLE11_JS = `// 活动倒计时：按北京时间计算距 11 月 1 日 0 点的天数。
(function () {
  var start = Date.UTC(2026, 9, 31, 16, 0, 0);
  var days = Math.max(0, Math.ceil((start - Date.now()) / 86400000));
  var el = document.getElementById('countdown');
  if (el) el.textContent = days > 0 ? '距活动开始还有 ' + days + ' 天' : '活动进行中';
})();
`;

export const FUND_GUIDE_INDEX_V1 = page(
  '基金定投指南',
  'guide.css',
  `  <h1>基金定投指南</h1>
  <p>定投是按固定周期、固定金额买入基金的方式，适合没有时间择时的投资者。</p>`,
);

export const FUND_GUIDE_INDEX_V2 = page(
  '基金定投指南',
  'guide.css',
  `  <h1>基金定投指南</h1>
  <p>定投是按固定周期、固定金额买入基金的方式，适合没有时间择时的投资者。</p>
  <h2>三步开始定投</h2>
  <ol><li>选择基金：优先考虑长期业绩稳定的指数基金。</li><li>设定金额与周期：建议每月收入的 10%–20%。</li><li>坚持与复盘：每半年检视一次，不因短期波动中断。</li></ol>
  <p class="risk">基金有风险，投资需谨慎。过往业绩不代表未来表现。</p>
  <p><a href="faq.html">常见问题</a></p>`,
);

export const FUND_GUIDE_CSS = `body { margin: 0 auto; max-width: 640px; padding: 20px; font-family: "PingFang SC", sans-serif; line-height: 1.7; color: #1f2d3d; }
h1 { color: #1677ff; }
.risk { font-size: 12px; color: #8c8c8c; }
`;

export const FUND_GUIDE_FAQ = page(
  '基金定投常见问题',
  'guide.css',
  `  <h1>常见问题</h1>
  <h2>扣款失败怎么办？</h2><p>请确认扣款日前一天账户余额充足，连续三期扣款失败将自动暂停定投。</p>
  <h2>可以随时停止吗？</h2><p>可以，在「我的定投」中随时暂停或终止，已买入的份额不受影响。</p>`,
);

export const IPO_INDEX = page(
  '港股新股中心',
  'ipo.css',
  `  <h1>港股新股中心</h1>
  <p>一站查看招股中、待上市与暗盘新股，支持现金认购与融资认购。</p>
  <ul id="ipo-list"><li>加载中…</li></ul>`,
  'ipo.js',
);

export const IPO_CSS = `body { margin: 0; padding: 16px; font-family: "PingFang SC", sans-serif; background: #f5f7fa; }
#ipo-list li { list-style: none; margin: 8px 0; padding: 12px; border-radius: 8px; background: #fff; }
`;

export const IPO_JS = `// 新股列表：演示数据，正式环境由 App 注入。
(function () {
  var stocks = [
    { code: '02990', name: '示例科技', status: '招股中' },
    { code: '09888', name: '示例医药', status: '待上市' },
  ];
  var list = document.getElementById('ipo-list');
  if (!list) return;
  list.innerHTML = stocks.map(function (s) { return '<li>' + s.code + ' ' + s.name + ' · ' + s.status + '</li>'; }).join('');
})();
`;

export const ESOP_INDEX = page(
  '员工持股计划手册',
  'handbook.css',
  `  <h1>员工持股计划（ESOP）手册</h1>
  <h2>归属</h2><p>授予的股份按归属时间表分批归属，归属后方可出售或转出。</p>
  <h2>行权</h2><p>期权需在行权窗口期内行权，行权价以授予协议为准。</p>`,
);

export const ESOP_CSS = `body { margin: 0 auto; max-width: 720px; padding: 24px; font-family: "PingFang SC", sans-serif; color: #262626; }
h2 { border-left: 4px solid #13c2c2; padding-left: 8px; }
`;
