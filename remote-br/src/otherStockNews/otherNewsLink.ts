import type { ModuleLink } from 'shared-ui/components';

/** The modulesEdit card of the other-stock-news screen (a custom screen, not a `defineModule` module). */
export const OTHER_NEWS_LINK: ModuleLink = {
  name: 'otherStockNews',
  title: '其他个股资讯',
  description: '外部来源的个股资讯：按股票和状态查看、发布，下架经审批',
};
