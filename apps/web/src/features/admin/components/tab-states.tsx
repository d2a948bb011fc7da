/** Loading, failure and empty states shared by the admin tabs. */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder blocks while a tab loads. */
export function TabSkeleton({ label, rows = 3, height = 96 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} radius="lg" />
      ))}
    </Stack>
  );
}

/** A failed load, with a retry button. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{children}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to list (the shared empty state, inside a tab). */
export { EmptyState } from '../../../components/empty-state';
