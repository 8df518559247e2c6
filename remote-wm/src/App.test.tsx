import { describeModuleScreenPreload } from 'shared-ui/testing';
import { preloadScreen } from './App';

describeModuleScreenPreload('remote-wm', preloadScreen, { path: '/push', draft: 'GET operation/common/pushs/content', scope: { product: 'wm' } });
