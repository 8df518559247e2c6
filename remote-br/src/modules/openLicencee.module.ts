/** 证券 App 持牌信息. Fields: sharedBases/licensee. */
import { defineModule, licenseeBase, licenseeScopes } from 'shared-ui/contract';

export const openLicencee = defineModule({
  ...licenseeBase,
  area: 'br',
  name: 'openLicencee',
  title: '持牌信息',
  scope: licenseeScopes.br,
  seed: [
    { status: 'published', offsetMinutes: -129600, operator: '张子健', values: { name: '示例证券（香港）有限公司', number: 'BKP763' } },
    { status: 'prepublished', offsetMinutes: 10080, operator: '周婉婷', values: { name: '示例证券（香港）有限公司（第 1、2、4、9 类受规管活动）', number: 'BKP763' } },
    { status: 'history', offsetMinutes: -388800, operator: '刘嘉欣', values: { name: '示例证券经纪有限公司', number: 'AZN417' } },
  ],
});
