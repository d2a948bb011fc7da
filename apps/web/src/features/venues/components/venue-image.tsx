import { Image, type ImageProps } from '@mantine/core';

export const VENUE_PLACEHOLDER = '/venue-placeholder.svg';

/** A venue photo; a missing or broken image shows the default illustration (SPEC.md §8). */
interface VenueImageProps extends ImageProps {
  src: string | null | undefined;
  alt: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the photo that is likely the largest thing on screen when the page opens */
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function VenueImage({ src, alt, loading = 'lazy', fetchPriority, ...props }: VenueImageProps) {
  return (
    <Image
      src={src || VENUE_PLACEHOLDER}
      fallbackSrc={VENUE_PLACEHOLDER}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      {...props}
    />
  );
}
