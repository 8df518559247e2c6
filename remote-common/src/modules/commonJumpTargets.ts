/**
 * Where a tap on a shared carousel slide, activity or search word goes: a fund of the fund library, an article of the
 * article library, or an H5 page: the contract's CONTENT_JUMPS (module/carousel.ts), named for this area's modules.
 */
import { CONTENT_JUMPS } from 'shared-ui/contract';

export const CONTENT_JUMP_TYPES = CONTENT_JUMPS.types;
export const CONTENT_JUMP_TARGETS = CONTENT_JUMPS.targets;
export const CONTENT_JUMP_HINT = CONTENT_JUMPS.hint;
