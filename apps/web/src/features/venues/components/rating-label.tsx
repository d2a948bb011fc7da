import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A venue without reviews yet (issue 13: instead of a made-up "★ 5.0 (0 reseñas)"). */
export function NewVenueLabel({ size = 'sm' }: { size?: string }) {
  return (
    <Text fz={size} fw={600} c="grape.7" style={{ whiteSpace: 'nowrap' }}>
      Nuevo
    </Text>
  );
}

/** '★ 4.8' with an accessible wording ('Calificación 4.8 de 5'). */
export function RatingLabel({
  value,
  reviewCount,
  size = 'sm',
}: {
  value: string;
  reviewCount?: number;
  size?: string;
}) {
  const reviews = reviewCount === undefined ? '' : ` (${reviewCount} ${reviewCount === 1 ? 'reseña' : 'reseñas'})`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={`Calificación ${value} de 5${reviews}`} role="img">
      <IconStarFilled size={15} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text fz={size} fw={600} aria-hidden>
        {value}
      </Text>
      {reviewCount !== undefined && (
        <Text fz={size} c="dimmed" aria-hidden>
          ({reviewCount} {reviewCount === 1 ? 'reseña' : 'reseñas'})
        </Text>
      )}
    </Group>
  );
}
