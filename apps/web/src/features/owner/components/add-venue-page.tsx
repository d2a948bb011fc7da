import { useNavigate } from '@tanstack/react-router';
import { Page } from '../../../components/page';
import { appCodeOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { useCreateVenue } from '../api/use-owner-venues';
import { canManageVenues } from '../owner-access';
import { EMPTY_VENUE_FORM, toCreateVenueInput } from '../venue-form';
import { RestrictedNotice } from './restricted-notice';
import { VenueForm } from './venue-form';

const CREATE_FAILED = 'No se pudo crear el venue. Intenta nuevamente.';

export function AddVenuePage() {
  const { user } = useAuth();
  const navigate = useNavigate();

  const create = useCreateVenue({
    onSuccess: async (venue) => {
      toast.success({ title: 'Espacio creado', message: `${venue.name} ya está publicado.` });
      await navigate({ to: '/owner-dashboard' });
    },
    onError: (error) => {
      const code = appCodeOf(error);
      const specific = code && code !== 'INTERNAL' && error.message;
      toast.error({ title: 'Error', message: specific ? error.message : CREATE_FAILED });
    },
  });

  if (!canManageVenues(user)) {
    return <RestrictedNotice message="Acceso Restringido: Solo los propietarios pueden agregar espacios." />;
  }

  return (
    <Page title="Agregar Venue" description="Publica tu espacio para que otros lo renten por hora." size="md">
      <VenueForm
        mode="create"
        initialValues={EMPTY_VENUE_FORM}
        submitLabel="Crear espacio"
        submitting={create.isPending}
        onSubmit={(values) => create.mutate(toCreateVenueInput(values))}
      />
    </Page>
  );
}
