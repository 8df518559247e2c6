import { renderStandalone } from 'shared-ui/standalone';
import App from './App';
import { BASE_PATHS } from './App';

renderStandalone(App, BASE_PATHS);
