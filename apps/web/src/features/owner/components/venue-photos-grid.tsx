/**
 * The venue's photos in the forms: 2 columns, 3 on large screens (SPEC.md §2);
 * each can be removed; a broken image shows the placeholder.
 */
import { ActionIcon, AspectRatio, Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { VenueImage } from '../../../components/venue-image';

export function VenuePhotosGrid({
  images,
  venueName,
  onRemove,
  disabled = false,
}: {
  images: string[];
  venueName: string;
  onRemove: (url: string) => void;
  disabled?: boolean;
}) {
  if (images.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Aún no hay fotos.
      </Text>
    );
  }
  const name = venueName.trim() || 'tu espacio';
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      aria-label="Fotos del espacio"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {images.map((url, index) => (
        <Card key={url} withBorder radius="md" padding={0} component="li">
          <AspectRatio ratio={4 / 3}>
            <VenueImage src={url} alt={`Foto ${index + 1} de ${name}`} fit="cover" />
          </AspectRatio>
          {index === 0 && (
            <Badge pos="absolute" top={6} left={6} variant="white" size="sm">
              Portada
            </Badge>
          )}
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            variant="default"
            radius="xl"
            aria-label={`Quitar foto ${index + 1}`}
            onClick={() => onRemove(url)}
            disabled={disabled}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Card>
      ))}
    </SimpleGrid>
  );
}
