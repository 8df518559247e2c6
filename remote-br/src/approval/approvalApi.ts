/** The approval screens' calls: no session, the link's token rides as `?token=`. */
import { ErrorCode, api, unwrap } from 'shared-ui';
import { STOCK_NEWS_API as API, type ApprovalScreen, type StockNewsApprovalItem, type StockNewsDetail } from 'shared-ui/contract';

// The server's own words for these: which link is wrong (403), that the item was handled already (1015), and that it
// was edited since the link was made or the page was read (1043: 内容已修改，请重新审阅).
const OWN_WORDS = [ErrorCode.RoleRefused, ErrorCode.WithdrawConflict, ErrorCode.StaleSave];
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export interface Decision {
  approver: string;
  version: number;
  reason?: string;
}

export const approvalApi = {
  /** What waits at the screen for the token; an item's link already decided answers the item with its decision. */
  waiting: (screen: ApprovalScreen, token: string) => unwrap(api.get<StockNewsApprovalItem[]>(API.waiting(screen), { token }), [0], OWN_WORDS),
  agree: (id: number, screen: ApprovalScreen, token: string, { approver, version }: Decision) =>
    unwrap(api.post<StockNewsDetail>(withToken(API.agree(id), token), { screen, approver, version }), [0], OWN_WORDS),
  reject: (id: number, screen: ApprovalScreen, token: string, { approver, version, reason }: Decision) =>
    unwrap(api.post<StockNewsDetail>(withToken(API.reject(id), token), { screen, approver, version, reason }), [0], OWN_WORDS),
};
