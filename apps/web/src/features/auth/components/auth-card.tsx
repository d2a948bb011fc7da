import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size={460} w="100%" px="md" py={{ base: 'lg', sm: 48 }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
