import { InformationAddPage } from '../information/InformationAddPage';
import { STOCK_CALENDAR_TYPE } from '../information/informationValues';

/** `/articles/add/stockCalendar`: a stock-calendar event (information category 1): day, stock, event, a title. */
export function StockCalendarPage() {
  return <InformationAddPage type={STOCK_CALENDAR_TYPE} title="新增股票日历" subtitle="登记一只股票的重要日期（财报、派息、股东大会…）：保存后出现在资讯库的「股票日历」分类" />;
}
