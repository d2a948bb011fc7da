import { Badge, type BadgeProps } from '@mantine/core';
import { CATEGORY_LABELS, type Category } from '@rentas/domain';
import { CATEGORY_COLORS } from '../lib/category-colors';

export function CategoryBadge({ category, ...props }: BadgeProps & { category: Category }) {
  return (
    <Badge color={CATEGORY_COLORS[category]} variant="light" {...props}>
      {CATEGORY_LABELS[category]}
    </Badge>
  );
}
