/**
 * The shell's early start for this remote: a path's own-chunk screen (fund library, candidate managers) starts
 * downloading; a module screen, which comes with the App, asks for nothing.
 */
const loaded: string[] = [];
jest.mock('./fund/FundLibraryPage', () => {
  loaded.push('fund');
  return { FundLibraryPage: () => null };
});
jest.mock('./manager/ManagerLibraryPage', () => {
  loaded.push('managers');
  return { ManagerLibraryPage: () => null };
});

import { preloadScreen } from './App';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadScreen', () => {
  it('downloads the fund library for /fund and the managers for the candidate module, nothing for a module screen', async () => {
    preloadScreen('/push');
    preloadScreen('/modules/recommend');
    await settle();
    expect(loaded).toEqual([]);

    preloadScreen('/fund');
    await settle();
    expect(loaded).toEqual(['fund']);

    preloadScreen('/modules/candidate/managers');
    preloadScreen('/fund');
    await settle();
    expect(loaded).toEqual(['fund', 'managers']);
  });
});
