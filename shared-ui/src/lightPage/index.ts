/**
 * `shared-ui/lightPage`: a remote's public page as a page of its own, like the login page (issue 32): the tree around
 * its screen and its start. The entry's first module is `shared-ui/lightPage/afterNextPaint` (dependency-free); the
 * build's pre-render is `shared-ui/lightPage/prerender` (Node only).
 */
export { lightPageTree, type LightPageTreeOptions } from './LightPageTree';
export { startLightPage } from './startLightPage';
