import { describeModuleScreenPreload } from 'shared-ui/testing';
import { preloadScreen } from './App';

describeModuleScreenPreload('remote-esop', preloadScreen, { path: '/modules/articleModules', draft: 'GET operation/esop/articles/content', scope: {} });
