import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { BlockLink } from '../../../lib/links';

/** Brand mark and name; goes to the landing page. */
export function Brand() {
  return (
    <BlockLink to="/" style={{ borderRadius: 'var(--mantine-radius-md)', minWidth: 0 }}>
      <Group gap={8} wrap="nowrap" miw={0}>
        <ThemeIcon
          size={34}
          radius="md"
          style={{ flexShrink: 0 }}
          variant="gradient"
          gradient={{ from: 'grape.7', to: 'pink.5', deg: 135 }}
        >
          <IconClockHour4 size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={800} fz={{ base: 'md', xs: 'lg' }} c="dark.8" truncate>
          Rentas por Hora
        </Text>
      </Group>
    </BlockLink>
  );
}
