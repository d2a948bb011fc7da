import { Box, SimpleGrid, UnstyledButton } from '@mantine/core';
import { GALLERY_IMAGE_SIZES } from '@rentas/domain';
import { useState } from 'react';
import { VenueImage } from '../../../components/venue-image';
import { useFirstIdle } from '../../../lib/first-idle';
import classes from './venue-gallery.module.css';

/** The main photo and, when there are more, thumbnails that switch it. */
export function VenueGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  // The thumbnails load once the page has shown, after the main photo.
  const firstIdle = useFirstIdle();
  return (
    <div>
      <VenueImage
        src={current}
        alt={name}
        h={{ base: 240, sm: 380 }}
        radius="lg"
        fit="cover"
        sizes={GALLERY_IMAGE_SIZES}
        loading="eager"
        fetchPriority="high"
      />
      {images.length > 1 && (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs" mt="xs">
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              className={classes.thumb}
              data-active={i === index || undefined}
              aria-pressed={i === index}
              aria-label={`Ver foto ${i + 1} de ${images.length}`}
              onClick={() => setIndex(i)}
            >
              {firstIdle ? (
                <VenueImage src={src} alt="" h={64} radius="md" fit="cover" sizes="120px" />
              ) : (
                <Box h={64} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} />
              )}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
