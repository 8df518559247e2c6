import { CAROUSEL_SLIDE_IMAGE, FULL_SCREEN_IMAGE_MAX_BYTES } from 'shared-ui/contract';

/**
 * Image sizes the common area's modules share (JPG, at most 2 MB: the image field's default; the poster 10 MB). Each is a size the apps
 * already lay out at 1×; the engine checks a picture against its field's exact size on upload and again on save.
 */

/** A carousel slide, as every carousel (modules.md §9: 375×170; the contract's carousel, module/carousel.ts). */
export const CAROUSEL_IMAGE_SLOT = CAROUSEL_SLIDE_IMAGE;

/** A full-width banner at the top of an activity or account-opening page (a phone's 750 px width, 5:2). */
export const BANNER_IMAGE_SLOT = { width: 750, height: 300 } as const;

/** A category or entrance icon in a grid of four or five per row (the box it is drawn in; levelFirst takes any pixels). */
export const ICON_IMAGE_SLOT = { width: 96, height: 96 } as const;

/** A square share thumbnail (WeChat and WhatsApp show 300×300 beside a shared link). */
export const SQUARE_IMAGE_SLOT = { width: 300, height: 300 } as const;

/** A full-screen poster (iPhone 8 at 2×), for H5 campaign pages and saved-to-album posters: up to 10 MB, as every full-screen picture. */
export const POSTER_IMAGE_SLOT = { width: 750, height: 1334, maxBytes: FULL_SCREEN_IMAGE_MAX_BYTES } as const;
