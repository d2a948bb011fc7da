import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Nothing to list: an icon, a heading (`order` 2 on a page, 3 inside a tab), a line of help and
 * an optional next step (e.g. "Explorar lugares").
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  order = 3,
}: {
  icon: typeof IconHome;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  order?: 2 | 3;
}) {
  return (
    <Stack align="center" ta="center" py={order === 2 ? 48 : 40} gap={order === 2 ? 'sm' : 'xs'}>
      <ThemeIcon size={order === 2 ? 64 : 56} radius="xl" variant="light" color="gray">
        <Icon size={order === 2 ? 34 : 30} aria-hidden />
      </ThemeIcon>
      <Title order={order} fz={order === 2 ? 'xl' : 'lg'}>
        {title}
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
      {action}
    </Stack>
  );
}
