/** Pending owner applications (PRODUCT.md §2): approve (the user becomes owner) or reject. */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { toast } from '../../../lib/toast';
import { ADMIN_FAILURES, toastAdminFailure } from '../admin-feedback';
import { useDecideApplication, useOwnerApplications } from '../api/use-admin';
import { formatDateTime, personName } from '../format';
import type { OwnerApplication } from '../types';
import { LoadError, TabSkeleton } from './tab-states';

function ApplicationCard({ application }: { application: OwnerApplication }) {
  const applicant = personName(application.user);
  const decide = useDecideApplication({
    onSuccess: ({ status }) => {
      if (status === 'approved') {
        toast.success({ title: 'Solicitud aprobada', message: `${applicant} ahora es Propietario.` });
      } else {
        toast.success({ title: 'Solicitud rechazada', message: `La solicitud de ${applicant} fue rechazada.` });
      }
    },
    onError: (error) => toastAdminFailure(error, ADMIN_FAILURES.application),
  });
  const deciding = decide.isPending ? decide.variables?.approve : undefined;

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={`Solicitud de ${application.user.email}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{application.businessName}</Text>
            <Text fz="sm" c="dimmed">
              {applicant} · {application.user.email}
            </Text>
          </Stack>
          <Badge color="yellow" variant="light">
            Pendiente
          </Badge>
        </Group>
        <Text fz="sm">Teléfono: {application.phone}</Text>
        {application.experience && (
          <Text fz="sm" lineClamp={3}>
            Experiencia: {application.experience}
          </Text>
        )}
        {application.motivation && (
          <Text fz="sm" lineClamp={3}>
            Motivación: {application.motivation}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          Enviada el {formatDateTime(application.createdAt)}
        </Text>
        <Group gap="sm" mt={4}>
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={deciding === true}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ applicationId: application.id, approve: true })}
          >
            Aprobar
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            loading={deciding === false}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ applicationId: application.id, approve: false })}
          >
            Rechazar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ApplicationsSection() {
  const applications = useOwnerApplications();

  return (
    <Stack gap="sm" component="section" aria-labelledby="owner-applications-title">
      <Group gap="xs">
        <Title order={2} fz="lg" id="owner-applications-title">
          Solicitudes de propietario
        </Title>
        {applications.data && applications.data.length > 0 && (
          <Badge color="yellow" variant="filled" circle aria-label={`${applications.data.length} pendientes`}>
            {applications.data.length}
          </Badge>
        )}
      </Group>
      {applications.isPending ? (
        <TabSkeleton label="Cargando solicitudes" rows={1} />
      ) : applications.isError ? (
        <LoadError onRetry={() => void applications.refetch()}>No pudimos cargar las solicitudes.</LoadError>
      ) : applications.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No hay solicitudes pendientes.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {applications.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
