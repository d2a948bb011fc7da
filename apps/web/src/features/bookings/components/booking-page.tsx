/**
 * /booking/{venueId}: the form, then the confirmation (kept in the URL as
 * ?bookingId=… so a reload still shows it). Coming back from PayPal (?paypal=…)
 * completes the payment, or says it was cancelled above the form.
 */
import { Alert } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import type { BookingContext } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '../../../components/full-screen-loader';
import { Page } from '../../../components/page';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { useVenue } from '../../venues/api/use-venues';
import { VenueNotFound } from '../../venues/components/venue-detail';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { PaypalApproved, PaypalCancelledNotice } from './paypal-return';

export function BookingPage({
  venueId,
  bookingId,
  paypal,
  onBooked,
  context = {},
}: {
  venueId: string;
  /** the search context to pre-fill the form with (issue 13) */
  context?: BookingContext;
  bookingId?: string;
  paypal?: { status: 'approved' | 'cancelled'; orderId?: string };
  onBooked: (booking: BookingDto) => void;
}) {
  const approved = paypal?.status === 'approved' && paypal.orderId ? paypal.orderId : null;
  const venue = useVenue(venueId, { enabled: !bookingId && !approved });

  if (bookingId) return <BookingConfirmation bookingId={bookingId} />;
  if (approved) return <PaypalApproved venueId={venueId} orderId={approved} />;
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
      {paypal?.status === 'cancelled' && <PaypalCancelledNotice orderId={paypal.orderId} />}
      <BookingForm venue={venue.data} onBooked={onBooked} initial={context} />
    </Page>
  );
}
