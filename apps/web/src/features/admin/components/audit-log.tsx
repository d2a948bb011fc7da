/** The latest audit entries in Spanish: who, what, when, before → after. */
import { Box, Button, Card, Code, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { useAdminUsers, useAdminVenues, useAuditLog } from '../api/use-admin';
import { type AuditNames, describeAuditEntry } from '../audit-description';
import { formatDateTime, personName } from '../format';
import { EmptyState, LoadError, TabSkeleton } from './tab-states';

const PAGE = 15;

export function AuditLog() {
  const entries = useAuditLog();
  const users = useAdminUsers();
  const venues = useAdminVenues();
  const [visible, setVisible] = useState(PAGE);

  const names = useMemo<AuditNames>(
    () => ({
      users: new Map((users.data ?? []).map((user) => [user.id, personName(user)])),
      venues: new Map((venues.data ?? []).map((venue) => [venue.id, venue.name])),
    }),
    [users.data, venues.data],
  );

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="audit-log-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="audit-log-title">
          Actividad reciente
        </Title>
        {entries.isPending ? (
          <TabSkeleton label="Cargando actividad" rows={3} height={56} />
        ) : entries.isError ? (
          <LoadError onRetry={() => void entries.refetch()}>No pudimos cargar la actividad.</LoadError>
        ) : entries.data.length === 0 ? (
          <EmptyState icon={IconHistory} title="Sin actividad todavía">
            Aquí verás cada cambio de rol, de estado de un espacio y de precios.
          </EmptyState>
        ) : (
          <>
            <Box component="ol" aria-label="Registro de cambios" p={0} m={0} style={{ listStyle: 'none' }}>
              {entries.data.slice(0, visible).map((entry, index) => {
                const { what, change } = describeAuditEntry(entry, names);
                return (
                  <Fragment key={entry.id}>
                    <li>
                      {index > 0 && <Divider my="xs" />}
                      <Stack gap={2}>
                        <Text fz="sm" fw={600}>
                          {what}
                        </Text>
                        {change && (
                          <Code fz="xs" style={{ alignSelf: 'flex-start', whiteSpace: 'normal' }}>
                            {change}
                          </Code>
                        )}
                        <Text fz="xs" c="dimmed">
                          {entry.actor.name} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                        </Text>
                      </Stack>
                    </li>
                  </Fragment>
                );
              })}
            </Box>
            {entries.data.length > visible && (
              <Group justify="center">
                <Button variant="subtle" size="sm" onClick={() => setVisible((n) => n + PAGE)}>
                  Ver más actividad
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
