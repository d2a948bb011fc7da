import { Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps extends Omit<ContainerProps, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Standard page frame: container, optional heading row, content. */
export function Page({ title, description, actions, children, size = 'lg', ...rest }: PageProps) {
  return (
    <Container size={size} w="100%" px="md" py={{ base: 'md', sm: 'xl' }} {...rest}>
      <Stack gap="lg">
        {(title || actions) && (
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              {title && (
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {title}
                </Title>
              )}
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Container>
  );
}
