import { Badge, type BadgeProps } from '@mantine/core';
import { CATEGORY_LABELS, type Category } from '@rentas/domain';

const COLORS: Record<Category, string> = {
  audio_studio: 'violet',
  photo_studio: 'pink',
  restaurant: 'orange',
  event_space: 'grape',
  meeting_room: 'blue',
  other: 'gray',
};

export function CategoryBadge({ category, ...props }: BadgeProps & { category: Category }) {
  return (
    <Badge color={COLORS[category]} variant="light" {...props}>
      {CATEGORY_LABELS[category]}
    </Badge>
  );
}
