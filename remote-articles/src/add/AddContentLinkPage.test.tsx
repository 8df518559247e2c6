import { screen } from '@testing-library/react';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { renderInformation, loadInformationScreens } from '../information/testing/renderInformation';

fakeBackendPerTest();
beforeAll(loadInformationScreens, 30_000);

const cards = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('AddContentLinkPage', () => {
  it('links to the five add pages, each with a line saying what it adds', async () => {
    renderInformation('/articles/addArticles');
    expect(await screen.findByRole('heading', { name: '新增内容' })).toBeTruthy();
    expect(cards().map(([, href]) => href)).toEqual([
      '/articles/add/newadd',
      '/articles/add/headlines',
      '/articles/add/stockCalendar',
      '/articles/add/marketAnalysis',
      '/articles/add/managerWebsite',
    ]);
    expect(cards()[2]?.[0]).toBe('股票日历登记股票的财报、派息、股东大会等重要日期');
  });

  it('shows only the pages the user may open', async () => {
    renderInformation('/articles/addArticles', { role: 'editor', permission: ['/articles/add/headlines', '/articles/addArticles'] });
    await screen.findByRole('heading', { name: '新增内容' });
    expect(cards().map(([, href]) => href)).toEqual(['/articles/add/headlines']);
  });

  it('tells a reader they cannot add', async () => {
    renderInformation('/articles/addArticles', { role: 'reader' });
    expect(await screen.findByText('您没有新增内容的权限')).toBeTruthy();
  });
});
