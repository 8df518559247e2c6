/** 公共 H5 配置: what every H5 page reads (service hotline, the global maintenance notice). Fields and workflow: h5ConfigBase. */
import { h5ConfigModule } from './h5ConfigBase';

export const commonConfig = h5ConfigModule('common', {
  title: '公共 H5 配置',
  description: '所有 H5 页面共用的配置项：客服热线、全局维护公告开关等',
  seed: [
    {
      status: 'draft',
      values: {
        config_key: 'global.maintenance_notice',
        config_value: '{"enabled":true,"text":"系统将于本周六 00:00-06:00 升级维护，期间部分功能暂停使用","closable":true}',
        remark: '全局维护公告开关：打开后所有 H5 页面顶部显示公告条',
      },
    },
    {
      status: 'published',
      offsetMinutes: -14400,
      operator: '陈浩然',
      values: {
        config_key: 'service.hotline',
        config_value: '{"hk":"+852 2000 8888","cn":"400-800-8888","hours":"交易日 09:00-18:00（香港时间）"}',
        remark: '客服热线，H5 页面「联系客服」按钮拨打',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 720,
      operator: '李思琪',
      values: {
        config_key: 'share.default_card',
        config_value: '{"title":"一站式港美股与理财服务","image":"https://static.example-group.com/share/default.png"}',
        remark: 'H5 页面被分享到微信时的默认标题与配图',
      },
    },
    {
      status: 'history',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: {
        config_key: 'global.maintenance_notice',
        config_value: '{"enabled":false}',
        remark: '上次维护结束后关闭公告',
      },
    },
  ],
});
