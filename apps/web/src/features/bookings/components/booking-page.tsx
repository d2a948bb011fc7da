/**
 * /booking/{venueId}: the form, then the confirmation (kept in the URL as
 * ?bookingId=… so a reload still shows it).
 */
import { Alert } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { PageLoader } from '../../layout/components/full-screen-loader';
import { Page } from '../../layout/components/page';
import { VenueNotFound } from '../../venues/components/venue-detail';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

export function BookingPage({
  venueId,
  bookingId,
  onBooked,
}: {
  venueId: string;
  bookingId?: string;
  onBooked: (booking: BookingDto) => void;
}) {
  const trpc = useTRPC();
  const venue = useQuery({ ...trpc.venues.byId.queryOptions({ id: venueId }), enabled: !bookingId });

  if (bookingId) return <BookingConfirmation bookingId={bookingId} />;
  if (venue.isPending) return <PageLoader />;
  if (venue.isError) {
    const code = appCodeOf(venue.error);
    if (code === 'VENUE_NOT_FOUND' || code === 'VALIDATION' || httpStatusOf(venue.error) === 404) {
      return <VenueNotFound />;
    }
    return (
      <Page size="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar este lugar. Intenta de nuevo en unos segundos.
        </Alert>
      </Page>
    );
  }

  return (
    <Page title="Reservar" description={`Elige fecha, duración y horario en ${venue.data.name}.`}>
      <BookingForm venue={venue.data} onBooked={onBooked} />
    </Page>
  );
}
