/**
 * The areas the spec names and the last modules reached (remote-common, remote-esop, remote-wm's named-only modules) in
 * a real browser: the common area's link page, brFAQ's help-centre preview (a language's page, hot questions first, a
 * question's page and back), the official website's menu screens, esop's 研究文章 and wm's 首页导航. Reads seeds only:
 * every journey shares one mock-server.
 */
import { FAQ_API_BASE } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

describe('common, website, esop and the named-only modules', () => {
  it('opens the common modules, previews brFAQ as the help centre, and shows the website, esop and wm screens', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

    // 公共模块: the link page lists the FAQs and the configuration modules, not the website's.
    await page.goto(`${BASE_URL}/operation/common`);
    await page.waitForURL(/\/operation\/common\/modulesEdit$/);
    await page.getByRole('link', { name: /证券 App 常见问题/ }).click();
    await page.waitForURL(/\/operation\/common\/modules\/brFAQ$/);
    await heading('证券 App 常见问题').waitFor();
    // Which help centre it feeds (issue 35): the shared H5 pages, not the app's own.
    await page.getByTestId('module-notice').getByText(/证券 App 的公共 H5 帮助页面/).waitFor();

    // 预览帮助中心: the live 简体 entries, hot questions first, then each category in its order.
    await page.getByRole('link', { name: '预览帮助中心' }).click();
    await page.waitForURL(/\/operation\/common\/modules\/brFAQ\/commonproblem\/common_br\/zh-hans$/);
    await heading('证券 App 常见问题 · 帮助中心预览').waitFor();
    const hot = page.getByRole('region', { name: '热门问题' });
    await hot.getByRole('link', { name: '如何存入资金？' }).waitFor();
    await page.getByRole('region', { name: '美股交易' }).getByRole('link', { name: '可以买卖碎股吗？' }).waitFor();
    await hot.getByRole('link', { name: '如何存入资金？' }).click();
    await page.waitForURL(/\/common\/common_br\/zh-hans\/funds\//);
    await page.getByRole('heading', { level: 2, name: '如何存入资金？' }).waitFor();
    await page.getByTestId('faq-answer').getByText('转数快（FPS）：实时到账').waitFor();
    await page.getByRole('region', { name: '同分类其他问题' }).getByRole('link', { name: '入金多久到账？' }).waitFor();
    await page.getByRole('link', { name: '返回问题列表' }).first().click();
    await page.waitForURL(/\/commonproblem\/common_br\/zh-hans$/);
    // 繁體中文: its own live entries.
    await page.getByRole('tab', { name: '繁體中文' }).click();
    await page.waitForURL(/\/commonproblem\/common_br\/zh-hant$/);
    await page.getByRole('link', { name: '如何存入資金？' }).first().waitFor();
    // An address of another product is no page of this module, and asks the server for none of its entries.
    const faqCalls: string[] = [];
    const recordFaqCall = (request: { url: () => string }) => {
      if (request.url().includes(`/v2/cms/${FAQ_API_BASE}`)) faqCalls.push(request.url());
    };
    page.on('request', recordFaqCall);
    await page.goto(`${BASE_URL}/operation/common/modules/brFAQ/commonproblem/br/zh-hans`);
    await page.getByText('页面不存在').waitFor();
    page.off('request', recordFaqCall);
    expect(faqCalls).toEqual([]);

    // 官网: the menu's entry opens 企业动态, whose live items show under 已发布.
    await page.goto(`${BASE_URL}/operation/ow`);
    await page.waitForURL(/\/operation\/ow\/dynamics$/);
    await heading('企业动态').waitFor();
    await page.getByRole('tab', { name: '已发布' }).click();
    await page.getByText('集团获颁「年度最佳数字财富管理平台」').first().waitFor();

    // 员工持股 App: 研究文章 from its link page; 理财 App: 首页导航 by its address.
    await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
    await page.getByRole('link', { name: /研究文章/ }).click();
    await page.waitForURL(/\/operation\/esop\/modules\/articleModules$/);
    await heading('研究文章').waitFor();
    await page.goto(`${BASE_URL}/operation/wm/modules/homeNavigation`);
    await heading('首页导航').waitFor();
  });
});
