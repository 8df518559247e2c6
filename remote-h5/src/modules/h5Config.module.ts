/** 统一产品官网配置: the group's unified product website (navigation, ICP filing). Fields and workflow: h5ConfigBase. */
import { h5ConfigModule } from './h5ConfigBase';

export const h5Config = h5ConfigModule('h5', {
  title: '统一产品官网配置',
  description: '统一产品官网的配置项：导航菜单、备案信息、下载二维码等',
  seed: [
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '陈浩然',
      values: {
        config_key: 'site.navigation',
        config_value:
          '{"items":[{"title":"首页","url":"https://www.example-group.com/"},{"title":"证券","url":"https://www.example-group.com/broker"},{"title":"理财","url":"https://www.example-group.com/wealth"},{"title":"关于我们","url":"https://www.example-group.com/about"}]}',
        remark: '官网顶部导航，按顺序展示',
      },
    },
    {
      status: 'published',
      offsetMinutes: -30240,
      operator: '王晓雯',
      values: {
        config_key: 'site.icp_filing',
        config_value: '{"icp":"粤ICP备2026012345号-1","police":"粤公网安备44030502001234号","link":"https://beian.miit.gov.cn/"}',
        remark: '页脚备案信息（ICP 备案号与公安备案号）',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '李思琪',
      values: {
        config_key: 'site.download_qrcode',
        config_value: '{"broker":"https://www.example-group.com/static/qr/broker.png","wealth":"https://www.example-group.com/static/qr/wealth.png"}',
        remark: '官网右侧悬浮的 App 下载二维码',
      },
    },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '王晓雯',
      values: {
        config_key: 'site.navigation',
        config_value: '{"items":[{"title":"首页","url":"https://www.example-group.com/"},{"title":"关于我们","url":"https://www.example-group.com/about"}]}',
        remark: '改版前的两项导航',
      },
    },
  ],
});
