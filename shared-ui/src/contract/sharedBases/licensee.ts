/** Licensee information (spec §3 "Licensee: name and number"), base operation/common/account/licensee/. */
import { field } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

export const licenseeBase = {
  apiBase: 'operation/common/account/licensee/',
  schedule: 'push_time',
  description: '开户页展示的持牌机构名称与牌照编号',
  fields: [
    field.text('name', '持牌机构名称', { required: true, maxLength: 60, inList: true }),
    field.text('number', '牌照编号', { required: true, maxLength: 30, inList: true }),
  ],
} satisfies SharedBase;

export const licenseeScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
