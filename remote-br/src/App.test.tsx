import { describeModuleScreenPreload } from 'shared-ui/testing';
import { preloadScreen } from './App';

describeModuleScreenPreload('remote-br', preloadScreen, { path: '/push', draft: 'GET operation/common/pushs/content', scope: { product: 'br' } });
