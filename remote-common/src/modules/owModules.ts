/**
 * The official website's (ow) modules: 企业动态 dynamics, 媒体报道 media, 滚动新闻 scrollNews. Area `ow`: the shell
 * mounts this remote a second time at `/operation/ow`, and each module's `route` is its menu entry's segment
 * (`/operation/ow/dynamics` …), not `modules/<name>`; their bases are the website's own (`operation/website/…`).
 */
import type { ModuleDefinition } from 'shared-ui/contract';
import { dynamics } from './dynamics.module';
import { media } from './media.module';
import { scrollNews } from './scrollNews.module';

export const owModules: readonly ModuleDefinition[] = [dynamics, media, scrollNews];
