/** The other-stock-news approval screen's heading and tab title (its light page's HTML carries it too). */
export const OTHER_NEWS_DESK_TITLE = '其他个股资讯下架审批';
