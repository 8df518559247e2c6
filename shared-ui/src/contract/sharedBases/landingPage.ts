/**
 * Landing pages (spec §3 "Landing page"), base operation/common/landingpage/. The app finds a landing page by its
 * banner id, so two live pages with one banner id would be ambiguous: that is refused with 1019 (spec §8).
 */
import { field } from '../module';
import { isCodeToken, stringValue, type AreaScopes, type SharedBase } from './sharedBase';

export const landingPageBase = {
  apiBase: 'operation/common/landingpage/',
  schedule: 'push_time',
  description: '推广落地页的文案、下载与注册链接，以 bannerId 关联 App 内的 Banner',
  fields: [
    field.text('banner_id', '横幅编号', { required: true, maxLength: 64, inList: true, hint: '与 App 内横幅的编号（bannerId）一致；字母、数字、下划线或短横线' }),
    field.textarea('description', '页面描述', { required: true, maxLength: 200, inList: true }),
    field.link('download_link', '下载链接', { required: true }),
    field.link('register_link', '注册链接', { required: true, inList: true }),
    field.json('config', '配置项', { required: true, defaultValue: '{}', hint: 'JSON 格式，例如 {"theme":"red","showCoupon":true}' }),
  ],
  rules: [
    { field: 'banner_id', message: 'Banner ID 只能包含字母、数字、下划线或短横线', test: (values) => stringValue(values.banner_id) === '' || isCodeToken(stringValue(values.banner_id)) },
  ],
  uniqueWhileLive: { fields: ['banner_id'], message: 'bannerId 正在发布中，请先下架' },
} satisfies SharedBase;

export const landingPageScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
