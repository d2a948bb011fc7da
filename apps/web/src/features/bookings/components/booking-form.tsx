/**
 * The booking form (SPEC.md §4-§5, PRODUCT.md §4-§5): date within the 30-day window,
 * duration 2/4/8 h, a start time that is free, guests up to capacity, requests, and
 * how to pay: at the venue (confirmed at once) or with PayPal when the server offers
 * it (the server prices and holds the slot, the guest approves on PayPal and comes
 * back to /booking/{venueId}?paypal=approved). The price comes from
 * computeBookingPrice; the server checks it again.
 */
import { Alert, Button, Card, Checkbox, Grid, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import type { BookingDto, VenueDto } from '@rentas/api';
import {
  ADD_ON_UNIT_TEXT,
  type AddOnDto,
  BOOKING_MODE_TEXT,
  type BookingContext,
  bookingDates,
  CANCELLATION_POLICY_TEXT,
  computeBookingPrice,
  DEFAULT_DURATION,
  type Duration,
  formatMXN,
  placeLine,
  SPECIAL_REQUESTS_MAX,
  type StartTime,
  slotToRange,
} from '@rentas/domain';
import { IconAlertCircle, IconBrandPaypal, IconCalendarCheck } from '@tabler/icons-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { ChoiceGroup } from '../../../components/choice-group';
import { VenueImage } from '../../../components/venue-image';
import { appCodeOf } from '../../../lib/errors';
import { centavosOf } from '../../../lib/format';
import { navigateToServer } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { priceLine } from '../../venues/components/venue-card';
import { useCreateBooking, useCreatePaypalOrder } from '../api/use-booking-mutations';
import { usePaymentMethods } from '../api/use-bookings';
import { type PaypalBookingData, savePendingPaypal } from '../paypal-pending';
import { PriceSummary } from './price-summary';
import { SlotPicker } from './slot-picker';

const SELECT_DATE_TIME = 'Por favor selecciona fecha y hora.';
const SELECT_DATE = 'Elige la fecha de tu reserva.';
const SELECT_TIME = 'Elige la hora de inicio.';

/** SPEC.md §5's message when both are missing; otherwise name the one that is (issue 13). */
function missingSlotMessage(date: string | null, startTime: string | null): string | null {
  if (!date && !startTime) return SELECT_DATE_TIME;
  if (!date) return SELECT_DATE;
  if (!startTime) return SELECT_TIME;
  return null;
}
const GENERIC_FAILURE = 'No se pudo procesar la reserva. Intenta nuevamente.';

/** Codes whose message is generic; any other code carries a message worth showing. */
const GENERIC_CODES = new Set(['INTERNAL']);
const UNCERTAIN_FAILURE =
  'No pudimos confirmar tu reserva por un problema de conexión. Intenta de nuevo: si ya se guardó, no se duplicará.';

type PaymentChoice = 'venue' | 'paypal';

/** 32 random hex characters (crypto.randomUUID needs a secure context; plain http on a LAN has none). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function VenueSummary({ venue }: { venue: VenueDto }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <VenueImage src={venue.images[0]} alt={venue.name} w={96} h={80} radius="md" fit="cover" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <CategoryBadge category={venue.category} size="sm" />
          <Title order={2} fz="lg" lineClamp={2}>
            {venue.name}
          </Title>
          <Text fz="sm" c="dimmed">
            {placeLine(venue)} · Hasta {venue.capacity} personas
          </Text>
          <Text fz="sm" fw={700} c="grape.8">
            {priceLine(venue)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

export function BookingForm({
  venue,
  onBooked,
  initial = {},
}: {
  /** the venue, with its add-ons when loaded by id (issue 16) */
  venue: VenueDto & { addOns?: AddOnDto[] };
  onBooked: (booking: BookingDto) => void;
  /** the guest's search (date, start time, duration, party size) the form opens with (issue 13) */
  initial?: BookingContext;
}) {
  const dates = useMemo(() => bookingDates(), []);
  const paymentLabelId = useId();

  const [date, setDate] = useState<string | null>(() =>
    initial.date && dates.includes(initial.date) ? initial.date : null,
  );
  const [duration, setDuration] = useState<Duration>(initial.duration ?? DEFAULT_DURATION);
  const [startTime, setStartTime] = useState<StartTime | null>(initial.startTime ?? null);
  const capacity = venue.capacity > 0 ? venue.capacity : 10;
  const tooManyGuests = `Este espacio admite hasta ${capacity} personas.`;
  const [guests, setGuests] = useState<number | string>(() => Math.min(initial.guests ?? 1, capacity));
  const [specialRequests, setSpecialRequests] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentChoice>('venue');
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const addOns = venue.addOns ?? [];
  const isRequest = venue.bookingMode === 'request';
  // issue 16: the chosen add-ons and the cleaning fee, priced by the one rule (computeBookingPrice)
  const extras = {
    addOns: addOns.filter((a) => addOnIds.includes(a.id)).map((a) => ({ price: centavosOf(a.price), unit: a.unit })),
    cleaningFee: venue.cleaningFee === null ? null : centavosOf(venue.cleaningFee),
  };
  const methods = usePaymentMethods();
  const paypalAvailable = methods.data?.some((method) => method.id === 'paypal' && method.available) ?? false;
  const payWith: PaymentChoice = paypalAvailable ? payment : 'venue';

  const pricePerHour = venue.pricePerHour === null ? null : centavosOf(venue.pricePerHour);
  const pricePerDay = venue.pricePerDay === null ? null : centavosOf(venue.pricePerDay);
  const bookable = venue.isActive && pricePerHour !== null && pricePerHour > 0;

  // One Idempotency-Key per booking attempt: a retry of the same booking (after a timeout or a
  // 503) sends the same key and gets the booking if it was made; another slot gets a new key.
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = (data: PaypalBookingData): string => {
    const payload = JSON.stringify(data);
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: randomKey() };
    return attempt.current.key;
  };
  const create = useCreateBooking(venue.id, {
    onSuccess: (booking) => {
      toast.success(
        booking.status === 'pending'
          ? { title: 'Solicitud enviada', message: 'El anfitrión tiene 24 horas para responder.' }
          : { title: '¡Reserva confirmada!', message: 'Tu código QR está listo.' },
      );
      onBooked(booking);
    },
    onError: (error) => showFailure(error),
  });

  const showFailure = (error: unknown) => {
    const code = appCodeOf(error);
    if (!code || code === 'SERVICE_UNAVAILABLE') {
      // The answer was lost or the service failed: the booking may have been stored. Keep the
      // choices so "Confirmar reserva" retries with the same Idempotency-Key (never a duplicate).
      toast.error({ title: 'Error', message: UNCERTAIN_FAILURE });
      return;
    }
    const specific = code && !GENERIC_CODES.has(code) && error instanceof Error && error.message;
    toast.error({ title: 'Error', message: specific || GENERIC_FAILURE });
  };

  // PayPal: the server prices the booking, holds the slot and opens the order; the guest
  // approves it on PayPal (full-page navigation) and comes back to this route.
  const createOrder = useCreatePaypalOrder();
  const payWithPaypal = async (bookingData: PaypalBookingData) => {
    try {
      const order = await createOrder.mutateAsync({
        amount: bookingData.totalAmount,
        currency: 'MXN',
        intent: 'CAPTURE',
        bookingData,
      });
      if (!order.approveUrl) throw new Error('PayPal no devolvió el enlace de aprobación');
      savePendingPaypal({ orderId: order.id, bookingId: order.bookingId, venueId: venue.id, bookingData });
      navigateToServer(order.approveUrl);
    } catch (error) {
      createOrder.reset();
      if (appCodeOf(error)) {
        showFailure(error);
        return;
      }
      toast.error({ title: 'Error al procesar la reserva', message: GENERIC_FAILURE });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingSlotMessage(date, startTime);
    if (missing || !date || !startTime) {
      setFormError(missing);
      return;
    }
    if (Number(guests) > capacity) {
      setFormError(tooManyGuests);
      return;
    }
    setFormError(null);
    if (pricePerHour === null) return;
    const people = Math.min(Math.max(Math.trunc(Number(guests)) || 1, 1), capacity);
    const { start, end } = slotToRange(date, startTime, duration);
    const price = computeBookingPrice(pricePerHour, duration, pricePerDay, extras);
    const bookingData: PaypalBookingData = {
      venueId: venue.id,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      guestCount: people,
      totalAmount: price.total / 100,
      specialRequests: specialRequests.trim() || null,
      ...(addOnIds.length > 0 ? { addOnIds } : {}),
    };
    if (payWith === 'paypal') void payWithPaypal(bookingData);
    else create.mutate({ data: bookingData, key: keyFor(bookingData) });
  };

  // Still busy after a successful createOrder: the browser is leaving for PayPal.
  const busy = create.isPending || createOrder.isPending || createOrder.isSuccess;

  return (
    <form onSubmit={submit} noValidate aria-label="Reservar">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="lg">
                <SlotPicker
                  venueId={venue.id}
                  value={{ date, duration, startTime }}
                  onChange={(next) => {
                    setDate(next.date);
                    setDuration(next.duration);
                    setStartTime(next.startTime);
                    setFormError(null);
                  }}
                />
                <NumberInput
                  label="Número de personas"
                  description={`Máximo ${capacity} personas`}
                  min={1}
                  max={capacity}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  value={guests}
                  onChange={setGuests}
                  error={Number(guests) > capacity ? tooManyGuests : undefined}
                  onBlur={() => {
                    if (Number(guests) > capacity) setGuests(capacity);
                  }}
                />
                {addOns.length > 0 && (
                  <Checkbox.Group
                    label="Extras"
                    description="Opcional: se suman al total."
                    value={addOnIds}
                    onChange={setAddOnIds}
                  >
                    <Stack gap={8} mt={6}>
                      {addOns.map((addOn) => (
                        <Checkbox
                          key={addOn.id}
                          value={addOn.id}
                          label={`${addOn.name}: ${formatMXN(centavosOf(addOn.price))} ${ADD_ON_UNIT_TEXT[addOn.unit]}`}
                        />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
                <Textarea
                  label="Solicitudes especiales"
                  placeholder="Opcional: equipo, acomodo, accesibilidad…"
                  autosize
                  minRows={3}
                  maxLength={SPECIAL_REQUESTS_MAX}
                  value={specialRequests}
                  onChange={(event) => setSpecialRequests(event.currentTarget.value)}
                />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
            <VenueSummary venue={venue} />
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                {bookable && pricePerHour !== null ? (
                  <PriceSummary
                    pricePerHourCentavos={pricePerHour}
                    pricePerDayCentavos={pricePerDay}
                    hours={duration}
                    extras={extras}
                  />
                ) : (
                  <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                    {venue.isActive
                      ? 'Este espacio no tiene precio por hora.'
                      : 'Este espacio no está disponible para reservas.'}
                  </Alert>
                )}
                {paypalAvailable && bookable && (
                  <Stack gap={6}>
                    <Text component="span" fz="sm" fw={500} id={paymentLabelId}>
                      Método de pago
                    </Text>
                    <ChoiceGroup
                      labelledBy={paymentLabelId}
                      grow
                      minWidth={120}
                      value={payWith}
                      onChange={setPayment}
                      choices={[
                        { value: 'venue', label: 'Pagar en el lugar' },
                        { value: 'paypal', label: 'Pagar con PayPal' },
                      ]}
                    />
                  </Stack>
                )}
                {formError && (
                  <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                    {formError}
                  </Alert>
                )}
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  data-primary-action
                  loading={busy}
                  disabled={!bookable}
                  leftSection={
                    payWith === 'paypal' ? (
                      <IconBrandPaypal size={20} aria-hidden />
                    ) : (
                      <IconCalendarCheck size={20} aria-hidden />
                    )
                  }
                >
                  {payWith === 'paypal' ? 'Continuar a PayPal' : isRequest ? 'Enviar solicitud' : 'Confirmar reserva'}
                </Button>
                <Text fz="xs" c="dimmed" ta="center">
                  {isRequest
                    ? BOOKING_MODE_TEXT.request.summary
                    : payWith === 'paypal'
                      ? 'Te llevaremos a PayPal para aprobar el pago. Apartamos tu horario mientras pagas.'
                      : 'Pagas en el lugar. Recibirás un código QR para presentar al llegar.'}
                </Text>
                <Text fz="xs" c="dimmed" ta="center" data-testid="booking-policy">
                  Cancelación {CANCELLATION_POLICY_TEXT[venue.cancellationPolicy].label.toLowerCase()}:{' '}
                  {CANCELLATION_POLICY_TEXT[venue.cancellationPolicy].summary}
                </Text>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
