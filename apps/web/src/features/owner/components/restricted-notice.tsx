import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../lib/links';

/**
 * Shown on owner screens to users who are neither owner nor admin (SPEC.md §2
 * /owner-dashboard), with the way to apply.
 */
export function RestrictedNotice({ message }: { message: string }) {
  return (
    <Page size="sm">
      <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{message}</Text>
          <ButtonLink to="/become-owner" variant="light" size="sm">
            Registra tu Venue
          </ButtonLink>
        </Stack>
      </Alert>
    </Page>
  );
}
