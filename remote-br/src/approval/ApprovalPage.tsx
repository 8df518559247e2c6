import { useMemo } from 'react';
import { APPROVAL_MESSAGES, APPROVAL_SCREEN_TITLES, type ApprovalScreen, type StockNewsApprovalItem } from 'shared-ui/contract';
import { approvalApi } from './approvalApi';
import { ApprovalDeskPage, type ApprovalDesk } from './ApprovalDeskPage';
import { StockNewsArticle } from './StockNewsArticle';

/** `/approval/{70000|70001|80001|80002}?token=…`: what waits at one stock-news level, agreed or rejected. */
export function ApprovalPage({ screen }: { screen: ApprovalScreen }) {
  const desk = useMemo<ApprovalDesk<StockNewsApprovalItem>>(
    () => ({
      title: APPROVAL_SCREEN_TITLES[screen],
      waiting: (token) => approvalApi.waiting(screen, token),
      agree: (item, token, approver) => approvalApi.agree(item.id, screen, token, { approver, version: item.version }),
      reject: (item, token, approver, reason) => approvalApi.reject(item.id, screen, token, { approver, version: item.version, reason }),
      // A decided item's reason is its decision's (above it); the item's own may be another level's.
      article: (item) => <StockNewsArticle item={item} withRejectReason={!item.decision} />,
      agreedWords: APPROVAL_MESSAGES.agreed,
      rejectedWords: APPROVAL_MESSAGES.rejected,
      emptyWords: '当前没有待审批的资讯',
    }),
    [screen],
  );
  return <ApprovalDeskPage desk={desk} />;
}
