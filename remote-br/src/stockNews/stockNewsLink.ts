import type { ModuleLink } from 'shared-ui/components';

/** The modulesEdit card of the stock-news screen (a custom screen, not a `defineModule` module). */
export const STOCK_NEWS_LINK: ModuleLink = {
  name: 'stockNews',
  title: '个股资讯',
  description: '个股资讯的撰写、两级审批、推送与下架',
};
