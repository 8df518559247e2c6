/** 理财 App 持牌信息. Fields: sharedBases/licensee. */
import { defineModule, licenseeBase, licenseeScopes } from 'shared-ui/contract';

export const openLicencee = defineModule({
  ...licenseeBase,
  area: 'wm',
  name: 'openLicencee',
  title: '持牌信息',
  scope: licenseeScopes.wm,
  seed: [
    { status: 'published', offsetMinutes: -86400, operator: '陈浩然', values: { name: '示例财富管理（香港）有限公司', number: 'BQK512' } },
    { status: 'prepublished', offsetMinutes: 4320, operator: '李思琪', values: { name: '示例财富管理（香港）有限公司（第 1、4、9 类受规管活动）', number: 'BQK512' } },
    { status: 'history', offsetMinutes: -259200, operator: '王晓雯', values: { name: '示例资产管理有限公司', number: 'AXT208' } },
  ],
});
