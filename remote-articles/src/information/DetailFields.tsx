import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InformationDetail } from 'shared-ui/contract';
import { categoryLabel, eventTypeLabel, marketLabel, STOCK_CALENDAR_TYPE } from './informationValues';

/** Every field of an item as label and value, in the order a person reads them; an empty value shows as —. */
export function DetailFields({ item }: { item: InformationDetail }) {
  const calendar = item.type === STOCK_CALENDAR_TYPE;
  const fields: [string, string][] = [
    ['分类', categoryLabel(item.type)],
    ['来源', item.source_name || item.source],
    ...(calendar
      ? ([
          ['事件日期', item.event_date],
          ['市场', marketLabel(item.market)],
          ['股票代码', item.stock_code],
          ['股票名称', item.stock_name],
          ['事件类型', eventTypeLabel(item.event_type)],
        ] as [string, string][])
      : ([
          ['作者', item.author],
          ['相关股票', item.related_stocks.split(';').filter(Boolean).join('、')],
        ] as [string, string][])),
    ['展示发布时间', item.show_time],
    ['浏览量', String(item.pageview)],
    ['精选', item.featured === 1 ? '是' : '否'],
    ['最后更新', item.update_time ? `${item.update_time}${item.update_operator ? `（${item.update_operator}）` : ''}` : ''],
    ['资讯编号', item.linkId],
    [calendar ? '事件描述' : '摘要', item.abstract],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '120px 1fr 120px 1fr' }, columnGap: 2, rowGap: 1.5, m: 0 }}>
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }} data-testid={`detail-${label}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
