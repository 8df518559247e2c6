/**
 * 媒体报道 (media): the official website's (ow) 媒体报道 list, at `/operation/ow/media` (route `media` under the ow area
 * base). Base `operation/website/media/` (spec §7: operation/website/...), the website's alone, so no scope.
 *
 * An entry is one press report about the group, as the website lists it: the outlet's name and (optional) logo, the
 * report's title (website title hint 28, warned; 60 at most), a one-line excerpt, the link to the original article on
 * the outlet's site (http(s), spec §5) and the report's date (its own field: reports are collected after they run).
 * The website links out and never copies the report, so there is no body. The same report listed twice is the spec's
 * duplicate link (§5): a link may not be live in two entries (1019). Many reports are live at once: no live limit.
 */
import { defineModule, field, seedImagePath } from 'shared-ui/contract';

export const MEDIA_LOGO_SLOT = { width: 240, height: 80 } as const;

const logo = (name: string) => seedImagePath(`ow-media-${name}`, MEDIA_LOGO_SLOT);

export const media = defineModule({
  area: 'ow',
  name: 'media',
  route: 'media',
  title: '媒体报道',
  description: '官网「媒体报道」栏目：收录媒体对集团的报道，点击跳转媒体原文',
  apiBase: 'operation/website/media/',
  schedule: 'push_time',
  fields: [
    field.text('media_name', '媒体名称', { required: true, maxLength: 20, inList: true }),
    field.image('media_logo', '媒体标识', MEDIA_LOGO_SLOT, { hint: '不上传则只显示媒体名称' }),
    field.text('title', '报道标题', { required: true, lengthHint: 28, maxLength: 60, inList: true }),
    field.textarea('summary', '报道摘录', { maxLength: 120, hint: '标题下方的一句摘录，可留空' }),
    field.link('link', '原文链接', { required: true, hint: '媒体网站上的报道原文' }),
    // A date, not a time, like 企业动态's 新闻日期; the wire keeps the name report_time.
    field.date('report_time', '报道日期', { required: true, inList: true }),
  ],
  uniqueWhileLive: { fields: ['link'], message: '该报道链接已在媒体报道中展示，请勿重复添加' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '何嘉敏',
      values: {
        media_name: '香港经济日报',
        media_logo: logo('hket'),
        title: '数字券商抢滩跨境理财通 2.0',
        summary: '多家数字券商加快布局跨境理财通南向通业务，基金投顾成为获客新抓手。',
        link: 'https://www.example-hket.com/article/20261120/cross-boundary-wmc',
        report_time: '2026-11-20',
      },
    },
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '何嘉敏',
      values: {
        media_name: '财新网',
        media_logo: '',
        title: '专访集团财富管理总裁：投顾化转型要算长期账',
        summary: '',
        link: 'https://www.example-caixin.com/2026-11-23/interview-wealth.html',
        report_time: '2026-11-23',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 720,
      operator: '吴俊杰',
      values: {
        media_name: '第一财经',
        media_logo: logo('yicai'),
        title: '港股打新热度回升，融资认购倍数创年内新高',
        summary: '年末港股 IPO 密集，券商融资认购额度持续被抢购。',
        link: 'https://www.example-yicai.com/news/20261125-hk-ipo.html',
        report_time: '2026-11-25',
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '何嘉敏',
      values: {
        media_name: '信报财经新闻',
        media_logo: '',
        title: '中资券商加码香港财富管理业务',
        summary: '',
        link: 'https://www.example-hkej.com/finance/20260912-wealth',
        report_time: '2026-09-12',
      },
    },
  ],
});
