/**
 * The rules of articles and information items (zod): the forms run them through zodResolver, mock-server parses every
 * body with them, so a rule is written once.
 */
import { z } from 'zod';
import { ARTICLE_ABSTRACT_MAX, ARTICLE_CONTENT_MAX, ARTICLE_DISCLAIMER_MAX, ARTICLE_MODULES, ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX, ARTICLE_TITLE_MAX, STOCK_EVENT_TYPES, STOCK_MARKETS, richTextIsEmpty, splitTags } from './articles';
import { plainTextSchema } from './plainTextSchema';
import { containsIllegalCharacters, isHttpLink, textLength } from './textRules';
import { cmsTimeProblem, cmsTimeSchema } from './dateRule';

const cmsTime = (label: string) => cmsTimeSchema(label, 'datetime', { required: true });

const httpLink = (label: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === '' || isHttpLink(v), { error: `${label}必须以 http:// 或 https:// 开头` });

const tagsField = z
  .string()
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v.includes('；')) ctx.addIssue({ code: 'custom', message: '标签请用英文分号 ; 分隔' });
    const tags = splitTags(v);
    if (tags.length > ARTICLE_TAGS_MAX) ctx.addIssue({ code: 'custom', message: `标签最多 ${String(ARTICLE_TAGS_MAX)} 个` });
    const long = tags.find((t) => textLength(t) > ARTICLE_TAG_MAX);
    if (long) ctx.addIssue({ code: 'custom', message: `标签「${long}」超过 ${String(ARTICLE_TAG_MAX)} 个字` });
    if (containsIllegalCharacters(v)) ctx.addIssue({ code: 'custom', message: '输入内容包含非法字符，请检查' });
  })
  // Stored normalised: `a; b;;c;` → `a;b;c`.
  .transform((v) => splitTags(v).join(';'));

const richText = (required: boolean) =>
  z.string().superRefine((v, ctx) => {
    if (required && richTextIsEmpty(v)) ctx.addIssue({ code: 'custom', message: '请输入正文内容' });
    if (v.length > ARTICLE_CONTENT_MAX) ctx.addIssue({ code: 'custom', message: '正文过长（超过 1 MB），请拆分为多篇文章' });
  });

const imageUrl = z
  .string()
  .refine((v) => v === '' || /^\/[^/]/.test(v) || isHttpLink(v), { error: '缩略图地址无效，请重新上传' });

/** The article form and `POST article/` / `article/save` run this schema. */
export const articleInputSchema = z.object({
  title: plainTextSchema('标题', ARTICLE_TITLE_MAX, true),
  author: plainTextSchema('作者', 32),
  image_author: plainTextSchema('图片作者', 32),
  abstract: plainTextSchema('摘要', ARTICLE_ABSTRACT_MAX),
  tags: tagsField,
  url: httpLink('原文链接'),
  own_disclaimer: plainTextSchema('我方免责声明', ARTICLE_DISCLAIMER_MAX),
  other_disclaimer: plainTextSchema('他方免责声明', ARTICLE_DISCLAIMER_MAX),
  thumbnail: imageUrl,
  content: richText(true),
  article_module: z.enum(ARTICLE_MODULES.map((m) => m.value) as [string, ...string[]], { error: '请选择文章模块' }),
  show_time: cmsTime('展示发布时间'),
  position: z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能大于 9999' }),
  manager_id: z.string().default(''),
});

const STOCK_CODE = /^[A-Za-z0-9.]{1,12}$/;

/** The information add pages and `POST article/information/` / `…/save` run this schema. */
export const informationInputSchema = z
  .object({
    type: z.coerce.number().int().min(1, { error: '请选择资讯分类' }).max(14, { error: '请选择资讯分类' }),
    title: plainTextSchema('标题', ARTICLE_TITLE_MAX, true),
    author: plainTextSchema('作者', 32),
    abstract: plainTextSchema('摘要', ARTICLE_ABSTRACT_MAX),
    content: richText(false),
    show_time: cmsTime('展示发布时间'),
    event_date: z.string().default(''),
    market: z.string().default(''),
    stock_code: z.string().trim().default(''),
    stock_name: plainTextSchema('股票名称', 32).default(''),
    event_type: z.string().default(''),
    related_stocks: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    const need = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (v.type === 1) {
      if (v.event_date === '') need('event_date', '请选择事件日期');
      else {
        const problem = cmsTimeProblem('事件日期', v.event_date, 'date');
        if (problem) need('event_date', problem);
      }
      if (!STOCK_MARKETS.some((m) => m.value === v.market)) need('market', '请选择市场');
      if (!STOCK_CODE.test(v.stock_code)) need('stock_code', '请输入股票代码（字母、数字或点，最多 12 位）');
      if (v.stock_name === '') need('stock_name', '请输入股票名称');
      if (!STOCK_EVENT_TYPES.some((e) => e.value === v.event_type)) need('event_type', '请选择事件类型');
    } else if (richTextIsEmpty(v.content)) {
      need('content', '请输入正文内容');
    }
    if (v.related_stocks !== '' && !splitTags(v.related_stocks).every((code) => STOCK_CODE.test(code))) {
      need('related_stocks', '相关股票请填写股票代码，用英文分号 ; 分隔');
    }
  });

export const linkIdsBody = z.object({
  linkIds: z.array(z.string().min(1), { error: '请选择文章' }).min(1, { error: '请至少选择一篇文章' }).max(500, { error: '一次最多处理 500 篇' }),
});

export const ARTICLE_PAGEVIEW_MAX = 999_999_999;

/** `POST article/update/pageview`: sets the shown page-view count. */
export const articlePageviewBody = z.object(
  {
    linkId: z.string({ error: '请提供文章 linkId' }).trim().min(1, { error: '请提供文章 linkId' }),
    pageview: z.coerce
      .number({ error: '浏览量必须是数字' })
      .int({ error: '浏览量必须是整数' })
      .min(0, { error: '浏览量不能小于 0' })
      .max(ARTICLE_PAGEVIEW_MAX, { error: '浏览量过大' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

/** `POST article/information/featured`: `featured` 1 / true sets, 0 / false clears. */
export const informationFeaturedBody = z.object(
  {
    linkIds: z.array(z.string().min(1), { error: '请选择资讯' }).min(1, { error: '请至少选择一条资讯' }).max(500, { error: '一次最多处理 500 条' }),
    featured: z.union([z.literal(0), z.literal(1), z.boolean()], { error: '精选（featured）应为 0 或 1' }).transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
  },
  { error: '请求内容必须是 JSON 对象' },
);
