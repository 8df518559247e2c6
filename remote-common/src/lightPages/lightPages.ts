/**
 * remote-common's public pages as light pages of their own (issue 32): which address each HTML file answers, the
 * entry whose scripts it loads and its tab's title (the console's public-route title). Data only (no React): the
 * webpack config and the pre-render read it. The console's public route for these addresses (the shell's
 * PUBLIC_REMOTE_ROUTES) stays the fallback where this remote's build is not beside the shell.
 */
import type { LightPageFile } from 'shared-ui/federation';

export const LIGHT_PAGE_ENTRIES = {
  activity: './src/lightPages/activityEntry.ts',
  smsLogin: './src/lightPages/smsLoginEntry.ts',
  smsQuery: './src/lightPages/smsQueryEntry.ts',
} as const;

export const LIGHT_PAGES: readonly LightPageFile[] = [
  { path: '/batch/activitypage', entry: 'activity', html: 'batch-activitypage.html', title: '活动中心' },
  { path: '/sms/login', entry: 'smsLogin', html: 'sms-login.html', title: '短信验证码登录' },
  { path: '/sms/query', entry: 'smsQuery', html: 'sms-query.html', title: '短信验证码查询' },
];

/** A page's title by its entry: the tab's title unless the screen names itself (as the console's public route). */
export const areaTitleOf = (entry: keyof typeof LIGHT_PAGE_ENTRIES): string => LIGHT_PAGES.find((page) => page.entry === entry)?.title ?? '';
