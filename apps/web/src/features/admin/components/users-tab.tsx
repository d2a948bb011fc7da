/** The users tab (SPEC.md §2): pending owner applications, then every user with role controls. */
import { Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useSignedInUser } from '../../auth/hooks/use-auth';
import { useAdminUsers } from '../api/use-admin';
import { personName } from '../format';
import type { AdminUser } from '../types';
import { ApplicationsSection } from './applications-section';
import { EmptyState, LoadError, TabSkeleton } from './tab-states';
import { UserCard } from './user-card';

/** Accent- and case-insensitive match on name and e-mail. */
export function matchesUser(user: AdminUser, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  return needle === '' || fold(`${personName(user)} ${user.email}`).includes(needle);
}

export function UsersTab() {
  const me = useSignedInUser();
  const users = useAdminUsers();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = users.data?.filter((user) => matchesUser(user, deferredQuery)) ?? [];

  return (
    <Stack gap="xl">
      <ApplicationsSection />
      <Stack gap="sm" component="section" aria-labelledby="all-users-title">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} fz="lg" id="all-users-title">
            Todos los usuarios{users.data ? ` (${users.data.length})` : ''}
          </Title>
          <TextInput
            label="Buscar usuario"
            placeholder="Nombre o email"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        {users.isPending ? (
          <TabSkeleton label="Cargando usuarios" rows={4} height={150} />
        ) : users.isError ? (
          <LoadError onRetry={() => void users.refetch()}>No pudimos cargar los usuarios.</LoadError>
        ) : shown.length === 0 ? (
          users.data.length === 0 ? (
            <EmptyState icon={IconUsers} title="Aún no hay usuarios" />
          ) : (
            <EmptyState icon={IconUsers} title="Ningún usuario coincide">
              Prueba con otro nombre o email.
            </EmptyState>
          )
        ) : (
          <>
            {deferredQuery.trim() !== '' && (
              <Text fz="sm" c="dimmed" aria-live="polite">
                {shown.length === 1 ? '1 usuario encontrado' : `${shown.length} usuarios encontrados`}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {shown.map((user) => (
                <UserCard key={user.id} user={user} isSelf={user.id === me.id} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
