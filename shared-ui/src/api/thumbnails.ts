/**
 * Which thumbnail rule this installation uses (contract imageThumbnails), set once by the shell at start from its
 * run-time config (`CMS_THUMBNAIL_STYLE`) and read by every place that draws an uploaded image small (ImageThumb).
 * Until the shell sets it, the contract's default (`oss`).
 */
// The file itself, not the contract's index: this entry is on the login page.
import { DEFAULT_THUMBNAIL_STYLE, thumbnailUrl, type ThumbnailStyle } from '../contract/imageThumbnails';

const settings: { style: ThumbnailStyle } = { style: DEFAULT_THUMBNAIL_STYLE };

export function configureThumbnails(next: { style?: ThumbnailStyle }): void {
  if (next.style !== undefined) settings.style = next.style;
}

/** The URL to draw an image small from: its thumbnail's under this installation's style, or the image's own. */
export function thumbnailOf(url: string): string {
  return thumbnailUrl(url, settings.style);
}
