/**
 * Venue photos in the size the screen needs (issue 7, Lighthouse "properly size images"):
 * stored photos ('/uploads/<key>', at most 1200 px wide, images.ts on the server) are
 * also served resized to IMAGE_WIDTHS at '/uploads/w/<width>/<key>' (WebP). The web app
 * lists them in `srcset` with a `sizes` that says how wide the photo is drawn; the
 * server's preload hint for the page's first photo uses the same pair, so the browser
 * downloads the one it will draw.
 */

/** The widths, in pixels, stored photos are resized to. */
export const IMAGE_WIDTHS = [480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Width of the stored originals, in pixels (uploads are resized to fit 1200 × 1200). */
const ORIGINAL_WIDTH = 1200;
const STORED = /^\/uploads\/(?!w\/)[^?#]+$/;

/** `sizes` of a venue card's photo: one column on phones, two from 36em, three from 62em. */
export const CARD_IMAGE_SIZES = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';
/** `sizes` of a venue page's main photo: 7 of 12 columns from 62em, the full width below. */
export const GALLERY_IMAGE_SIZES = '(min-width: 62em) 58vw, 100vw';

/** '/uploads/<key>' → '/uploads/w/<width>/<key>'; null for any other address (placeholder, external). */
export function resizedImageUrl(src: string, width: ImageWidth): string | null {
  return STORED.test(src) ? `/uploads/w/${width}/${src.slice('/uploads/'.length)}` : null;
}

/** The `srcset` of a stored photo (resized copies and the original); undefined for other addresses. */
export function imageSrcSet(src: string): string | undefined {
  if (!STORED.test(src)) return undefined;
  return [...IMAGE_WIDTHS.map((width) => `${resizedImageUrl(src, width)} ${width}w`), `${src} ${ORIGINAL_WIDTH}w`].join(
    ', ',
  );
}
