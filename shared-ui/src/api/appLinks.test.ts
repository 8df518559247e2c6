import { appEnvironment, appLink, configureAppLinks } from './appLinks';
import { joinAppLink, resolveAppLinks } from '../contract/appLinks';

afterEach(() => configureAppLinks({ environment: null, linkBase: '' }));

describe('app links (product.md §9 home-page link base)', () => {
  it('stay on this origin until the shell sets a base', () => {
    expect(appLink('/h5-live/a/index.html')).toBe('/h5-live/a/index.html');
  });

  it('start with the configured base; a full link stays as it is', () => {
    configureAppLinks({ environment: 'qa', linkBase: 'https://m-qa.example.com/' });
    expect(appEnvironment()).toBe('qa');
    expect(appLink('/h5-live/a/index.html')).toBe('https://m-qa.example.com/h5-live/a/index.html');
    expect(appLink('h5-live/b.html')).toBe('https://m-qa.example.com/h5-live/b.html');
    expect(appLink('https://other.example.com/x')).toBe('https://other.example.com/x');
  });

  it('resolve as the shell server does', () => {
    expect(resolveAppLinks(undefined, undefined)).toEqual({ environment: null, linkBase: '' });
    expect(resolveAppLinks('stage', undefined)).toEqual({ environment: 'stage', linkBase: 'https://m-stage.example.com' });
    expect(resolveAppLinks('stage', 'https://h5.stage.group.example/app/')).toEqual({ environment: 'stage', linkBase: 'https://h5.stage.group.example/app' });
    expect(resolveAppLinks('uat', undefined)).toHaveProperty('problem');
    expect(joinAppLink('', '/x')).toBe('/x');
  });
});
