import { Image, type ImageProps } from '@mantine/core';
import { imageSrcSet } from '@rentas/domain';
import { useState } from 'react';

export const VENUE_PLACEHOLDER = '/venue-placeholder.svg';

/** A venue photo; a missing or broken image shows the default illustration (SPEC.md §8). */
interface VenueImageProps extends ImageProps {
  src: string | null | undefined;
  alt: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the photo that is likely the largest thing on screen when the page opens */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * How wide the photo is drawn (an `<img sizes>` value, e.g. CARD_IMAGE_SIZES): with it, a
   * stored photo is offered in its resized widths too and the browser downloads the one it needs.
   */
  sizes?: string;
}

export function VenueImage({ src, alt, loading = 'lazy', fetchPriority, sizes, ...props }: VenueImageProps) {
  // A photo that fails to load (in any of its sizes) gives way to the illustration.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const usable = src && src !== brokenSrc ? src : null;
  const srcSet = usable && sizes ? imageSrcSet(usable) : undefined;
  return (
    <Image
      src={usable ?? VENUE_PLACEHOLDER}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={() => {
        if (usable) setBrokenSrc(usable);
      }}
      // A photo in a page drawn on the server may have failed before the app was there to
      // hear it (decision 021): seen as loaded with no pixels when the app takes over.
      ref={(img: HTMLImageElement | null) => {
        if (img?.complete && img.naturalWidth === 0 && usable) setBrokenSrc(usable);
      }}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      {...props}
    />
  );
}
