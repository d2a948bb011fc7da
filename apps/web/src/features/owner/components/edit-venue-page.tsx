/**
 * /edit-venue/{venueId} (SPEC.md §2): loads the venue the caller manages
 * (venues.managed), saves with venues.update, then back to the dashboard.
 */
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Page } from '../../../components/page';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useManagedVenue, useUpdateVenue } from '../api/use-owner-venues';
import { toUpdateVenueInput, venueToFormValues } from '../venue-form';
import { VenueForm } from './venue-form';

const UPDATE_FAILED = 'No se pudo actualizar el venue.';

function EditSkeleton() {
  return (
    <Page title="Editar espacio" size="md">
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Cargando espacio">
        {[220, 140, 120, 220].map((height) => (
          <Card key={height} withBorder radius="lg" padding="lg">
            <Skeleton h={20} w="40%" mb="md" />
            <Skeleton h={height - 60} />
          </Card>
        ))}
      </Stack>
    </Page>
  );
}

function LoadProblem({ title, message }: { title: string; message: string }) {
  return (
    <Page size="sm">
      <Stack align="center" ta="center" py={48} gap="sm">
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <ButtonLink to="/owner-dashboard" variant="light" mt="sm">
          Volver al dashboard
        </ButtonLink>
      </Stack>
    </Page>
  );
}

export function EditVenuePage({ venueId }: { venueId: string }) {
  const navigate = useNavigate();
  const venue = useManagedVenue(venueId);

  const update = useUpdateVenue({
    onSuccess: async (saved) => {
      toast.success({ title: 'Espacio actualizado', message: `Guardamos los cambios de ${saved.name}.` });
      await navigate({ to: '/owner-dashboard' });
    },
    onError: (error) => {
      const code = appCodeOf(error);
      const specific = code && code !== 'INTERNAL' && error.message;
      toast.error({ title: 'Error', message: specific ? error.message : UPDATE_FAILED });
    },
  });

  if (venue.isPending) return <EditSkeleton />;
  if (venue.isError) {
    const code = appCodeOf(venue.error);
    if (code === 'VENUE_NOT_FOUND' || code === 'VALIDATION' || httpStatusOf(venue.error) === 404) {
      return <LoadProblem title="Venue no encontrado" message="Es posible que el espacio se haya eliminado." />;
    }
    if (code === 'FORBIDDEN') {
      return (
        <LoadProblem
          title="No puedes editar este espacio"
          message="Solo su propietario o un administrador pueden editarlo."
        />
      );
    }
    return (
      <Page size="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar el espacio. Intenta de nuevo en unos segundos.
        </Alert>
      </Page>
    );
  }

  return (
    <Page title="Editar espacio" description={venue.data.name} size="md">
      <VenueForm
        key={venue.data.id}
        mode="edit"
        initialValues={venueToFormValues(venue.data)}
        submitLabel="Guardar cambios"
        submitting={update.isPending}
        onSubmit={(values) => update.mutate(toUpdateVenueInput(venue.data.id, values))}
      />
    </Page>
  );
}
