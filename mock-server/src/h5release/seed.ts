/**
 * The demo tree, seeded once (a marker row makes it idempotent: what people change or remove since stays so):
 *
 *   activity/2026-double11/  index.html (an older version live, a newer one uploaded), style.css, app.js (live)
 *   wm-fund-guide/           index.html (live, one earlier version to revoke back to), guide.css (live),
 *                            faq.html (scheduled a day ahead)
 *   br-ipo-center/           index.html (waiting in the pre-publish list), ipo.css, ipo.js
 *   esop-handbook/           index.html (published, then revoked), handbook.css (no git version yet)
 *
 * Times are relative to the first start, so the screens look the same whenever the demo runs.
 */
import { H5_ALLOWED_EXTENSIONS, h5Extension } from 'shared-ui/contract';
import { isSeeded, markSeeded } from '../db/seedMarkers';
import * as content from './seedContent';
import type { H5Store } from './h5Store';

/** h5_seeded holds one row, id 1 (its CHECK): the whole tree is seeded at once. */
const H5_MARKER = 1;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const SEED_OPERATORS = { chen: '陈浩然', li: '李思琪', wang: '王志强', zhao: '赵雅婷', liu: '刘子涵' } as const;
const { chen, li, wang, zhao, liu } = SEED_OPERATORS;

interface Stamp {
  operator: string;
  time: number;
}

export function seedH5(store: H5Store): void {
  if (isSeeded(store.db, 'h5', H5_MARKER)) return;
  const { tree, release, blobs } = store;
  const now = store.now();
  // From the next whole hour, so seeded times read as a person would have picked them.
  const base = Math.ceil(now / HOUR) * HOUR;
  const ago = (ms: number) => base - ms;

  const folder = (parentId: number, name: string, by: Stamp, remark = '') =>
    tree.insert({
      parent_id: parentId, type: 'folder', file_name: name, remark, sha256: null, size: null, content_type: null, git_id: '',
      update_time: by.time, update_operator: by.operator,
    });

  const file = (parentId: number, name: string, text: string, gitId: string, by: Stamp, remark = '') => {
    const bytes = Buffer.from(text, 'utf8');
    const type = H5_ALLOWED_EXTENSIONS[h5Extension(name)];
    if (!type) throw new Error(`seed file of an unexpected type: ${name}`);
    return tree.insert({
      parent_id: parentId, type: 'file', file_name: name, remark, sha256: blobs.put(bytes), size: bytes.length, content_type: type,
      git_id: gitId, update_time: by.time, update_operator: by.operator,
    });
  };

  const publish = (fileId: number, path: string, text: string, gitId: string, pre: Stamp, push: Stamp) => {
    const bytes = Buffer.from(text, 'utf8');
    const sha256 = blobs.put(bytes);
    const current = release.liveAt(path);
    if (current) release.setState(current.id, 'live', 'superseded');
    const id = release.insertPublication({
      file_id: fileId, path, sha256, size: bytes.length, git_id: gitId, state: 'live',
      pre_operator: pre.operator, pre_time: pre.time, push_operator: push.operator, push_time: push.time,
    });
    release.insertHistory({
      action: 'publish', path, git_id: gitId, sha256, operator: push.operator, time: push.time,
      pre_operator: pre.operator, pre_time: pre.time, restored_git_id: null, restored_sha256: null, late: 0,
    });
    return id;
  };

  const entry = (fileId: number, path: string, text: string, gitId: string, pre: Stamp, push: Stamp | null) => {
    const bytes = Buffer.from(text, 'utf8');
    release.insertEntry({
      file_id: fileId, path, sha256: blobs.put(bytes), size: bytes.length, git_id: gitId, status: push ? 'scheduled' : 'waiting',
      pre_operator: pre.operator, pre_time: pre.time, push_operator: push?.operator ?? null, push_time: push?.time ?? null,
    });
  };

  store.transaction(() => {
    const at = (operator: string, time: number): Stamp => ({ operator, time });
    // Folders first, in the order the edit view lists them.
    const activity = folder(0, 'activity', at(chen, ago(10 * DAY)), '运营活动页');
    const double11 = folder(activity, '2026-double11', at(chen, ago(4 * DAY)), '双十一理财节');
    const fund = folder(0, 'wm-fund-guide', at(li, ago(8 * DAY)), '财富管理 · 基金定投指南');
    const ipo = folder(0, 'br-ipo-center', at(wang, ago(2 * DAY)), '券商 · 港股新股中心');
    const esop = folder(0, 'esop-handbook', at(zhao, ago(6 * DAY)), 'ESOP 员工持股手册');

    // ── wm-fund-guide: live, with an earlier version of its index to revoke back to, and a page scheduled ahead ──
    const fundIndex = file(fund, 'index.html', content.FUND_GUIDE_INDEX_V2, 'b7e41d09', at(li, ago(5 * DAY + 3 * HOUR)), '指南首页');
    const fundCss = file(fund, 'guide.css', content.FUND_GUIDE_CSS, '5a0c3f2', at(li, ago(8 * DAY)));
    const fundFaq = file(fund, 'faq.html', content.FUND_GUIDE_FAQ, 'c19d2e7', at(wang, ago(3 * HOUR)), '常见问题页，随指南改版上线');
    publish(fundIndex, 'wm-fund-guide/index.html', content.FUND_GUIDE_INDEX_V1, '5a0c3f2', at(li, ago(7 * DAY + HOUR)), at(li, ago(7 * DAY)));
    publish(fundCss, 'wm-fund-guide/guide.css', content.FUND_GUIDE_CSS, '5a0c3f2', at(li, ago(7 * DAY + HOUR)), at(li, ago(7 * DAY)));
    publish(fundIndex, 'wm-fund-guide/index.html', content.FUND_GUIDE_INDEX_V2, 'b7e41d09', at(wang, ago(5 * DAY + 2 * HOUR)), at(li, ago(5 * DAY)));
    entry(fundFaq, 'wm-fund-guide/faq.html', content.FUND_GUIDE_FAQ, 'c19d2e7', at(wang, ago(2 * HOUR)), at(li, base + DAY));

    // ── esop-handbook: published once, then revoked (nothing live); one file still lacks its git version ──
    const esopIndex = file(esop, 'index.html', content.ESOP_INDEX, '27ab90e', at(zhao, ago(6 * DAY)));
    file(esop, 'handbook.css', content.ESOP_CSS, '', at(zhao, ago(6 * DAY)), '待补充 git 版本');
    const esopLive = publish(esopIndex, 'esop-handbook/index.html', content.ESOP_INDEX, '27ab90e', at(zhao, ago(4 * DAY + HOUR)), at(zhao, ago(4 * DAY)));

    // ── activity/2026-double11: live since three days; a newer index uploaded since, not yet pre-published ──
    const dIndex = file(double11, 'index.html', content.DOUBLE11_INDEX_V2, 'e3a9f61c0b', at(liu, ago(5 * HOUR)), '加入老客加码活动');
    const dCss = file(double11, 'style.css', content.DOUBLE11_CSS, '9d2b7a4', at(chen, ago(4 * DAY)));
    const dJs = file(double11, 'app.js', content.DOUBLE11_JS, '9d2b7a4', at(chen, ago(4 * DAY)), '倒计时脚本');
    const pre = at(liu, ago(3 * DAY + 3 * HOUR));
    publish(dIndex, 'activity/2026-double11/index.html', content.DOUBLE11_INDEX_V1, '9d2b7a4', pre, at(chen, ago(3 * DAY)));
    publish(dCss, 'activity/2026-double11/style.css', content.DOUBLE11_CSS, '9d2b7a4', pre, at(chen, ago(3 * DAY)));
    publish(dJs, 'activity/2026-double11/app.js', content.DOUBLE11_JS, '9d2b7a4', pre, at(chen, ago(3 * DAY)));

    // The esop revoke comes after the activity publishes in time; history is ordered by time, not by insertion.
    release.setState(esopLive, 'live', 'revoked');
    release.insertHistory({
      action: 'revoke', path: 'esop-handbook/index.html', git_id: '27ab90e', sha256: blobs.put(Buffer.from(content.ESOP_INDEX, 'utf8')),
      operator: chen, time: ago(2 * DAY), pre_operator: null, pre_time: null, restored_git_id: null, restored_sha256: null, late: 0,
    });

    // ── br-ipo-center: nothing live yet; its index waits in the pre-publish list ──
    const ipoIndex = file(ipo, 'index.html', content.IPO_INDEX, 'f04c8e2', at(wang, ago(2 * DAY)));
    file(ipo, 'ipo.css', content.IPO_CSS, 'f04c8e2', at(wang, ago(2 * DAY)));
    file(ipo, 'ipo.js', content.IPO_JS, 'f04c8e2', at(wang, ago(2 * DAY)), '演示数据，上线前由 App 注入');
    entry(ipoIndex, 'br-ipo-center/index.html', content.IPO_INDEX, 'f04c8e2', at(wang, ago(HOUR)), null);

    markSeeded(store.db, 'h5', H5_MARKER, now);
  });
}
