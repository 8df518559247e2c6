import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorCode, api, unwrap } from 'shared-ui';
import { OTHER_NEWS_API as API, OTHER_NEWS_MESSAGES, type OtherNewsApprovalItem, type OtherNewsDetail } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';
import { ApprovalDeskPage, type ApprovalDesk } from './ApprovalDeskPage';
import { OTHER_NEWS_DESK_TITLE } from './otherNewsDeskTitle';

// The server's own words: which link is wrong (403), that the application was handled already (1015), and that the
// item changed since it was shown (1043: 内容已修改，请重新审阅).
const OWN_WORDS = [ErrorCode.RoleRefused, ErrorCode.WithdrawConflict, ErrorCode.StaleSave];
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** An item as the approver reads it: the stock, the source (with its address) and the body, sanitised for display. */
function OtherNewsArticle({ item }: { item: OtherNewsDetail }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {item.stock_name}（{item.symbol}）· 来源：{item.source} · {item.source_time}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ my: 1, wordBreak: 'break-word' }}>
        {item.title}
      </Typography>
      <RichTextView html={item.content} sx={{ wordBreak: 'break-word' }} />
      {item.source_url && (
        <Link href={item.source_url} target="_blank" rel="noopener noreferrer" variant="body2">
          查看原文
        </Link>
      )}
    </Box>
  );
}

const OTHER_NEWS_DESK: ApprovalDesk<OtherNewsApprovalItem> = {
  title: OTHER_NEWS_DESK_TITLE,
  // What waits for the token; an item's link already decided answers the item with its decision.
  waiting: (token) => unwrap(api.get<OtherNewsApprovalItem[]>(API.waiting, { token }), [0], OWN_WORDS),
  agree: (item, token, approver) => unwrap(api.post<OtherNewsDetail>(withToken(API.agree(item.id), token), { approver, version: item.version }), [0], OWN_WORDS),
  reject: (item, token, approver, reason) => unwrap(api.post<OtherNewsDetail>(withToken(API.reject(item.id), token), { approver, version: item.version, reason }), [0], OWN_WORDS),
  article: (item) => <OtherNewsArticle item={item} />,
  agreedWords: OTHER_NEWS_MESSAGES.agreed,
  rejectedWords: OTHER_NEWS_MESSAGES.rejected,
  emptyWords: '当前没有待审批的下架申请',
};

/** `/approval/otherstocknews?token=…`: the off-shelf applications of other stock news (one level). */
export function OtherNewsApprovalPage() {
  return <ApprovalDeskPage desk={OTHER_NEWS_DESK} />;
}
