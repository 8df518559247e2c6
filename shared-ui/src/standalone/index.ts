/** `shared-ui/standalone`: a remote run on its own, outside the shell. */
export { renderStandalone } from './renderStandalone';
