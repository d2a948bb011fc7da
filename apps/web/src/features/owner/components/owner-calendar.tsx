/**
 * Issue 18: the owner's week and month calendar (FullCalendar, themed like the app): each
 * venue's bookings by status and its blocks (external calendars' busy times included);
 * dragging over empty time blocks it, clicking a booking opens its details with the guest's
 * contact and check-in state. Times are Mexico City's, whatever the browser's zone. On phones
 * it is an agenda list. Loaded on demand
 * (LazyOwnerCalendar), so FullCalendar is never in the dashboard's first load.
 */

import type { DateSelectArg, DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Anchor, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import { type OwnerCalendarDto, VENUE_TIME_ZONE } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BOOKING_STATUS } from '../../../components/status-badge';
import { appCodeOf } from '../../../lib/errors';
import { formatAmount, formatDayOption, formatTimeRange } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateCalendarBlock, useOwnerCalendar } from '../api/use-owner-tools';
import { BlockReasonAndError } from './blocked-time-modal';
import './owner-calendar.css';

type CalendarBooking = OwnerCalendarDto['bookings'][number];

/** Colours by booking status (the app's palette), and the block's grey. */
const STATUS_COLOR: Record<string, string> = {
  confirmed: '#237032',
  pending: '#a33b0b',
  completed: '#495057',
  cancelled: '#a61e1e',
};
/** Blocks: darker than any booking. White text on each passes WCAG AA (4.5:1). */
const BLOCK_COLOR = '#212529';

function dateOf(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(instant));
}

/** The booking's status as the owner reads it. */
function statusText(booking: CalendarBooking): string {
  if (booking.awaitingApproval) return 'Solicitud por responder';
  return BOOKING_STATUS[booking.status]?.label ?? booking.status;
}

function BookingDetails({ booking, onClose }: { booking: CalendarBooking | null; onClose: () => void }) {
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Reserva" centered radius="lg">
      {booking && (
        <Stack gap="xs">
          <Text fw={700}>{booking.venueName}</Text>
          <Text>
            {formatDayOption(dateOf(booking.startDate))}, {formatTimeRange(booking.startDate, booking.endDate)}
          </Text>
          <Group gap="xs">
            <Badge color={booking.awaitingApproval ? 'orange' : booking.status === 'confirmed' ? 'green' : 'gray'}>
              {statusText(booking)}
            </Badge>
            <Text fz="sm" c="dimmed">
              Código {booking.code}
            </Text>
          </Group>
          <Text>
            Huésped: <strong>{booking.guest.name}</strong> · {booking.guestCount}{' '}
            {booking.guestCount === 1 ? 'persona' : 'personas'}
          </Text>
          <Anchor href={`mailto:${booking.guest.email}`}>{booking.guest.email}</Anchor>
          <Text>Total: {formatAmount(booking.totalAmount)}</Text>
          <Text>
            {booking.checkedInAt
              ? `Check-in hecho: ${formatTimeRange(booking.checkedInAt, booking.checkedInAt).split('\u00a0')[0]}`
              : 'Sin check-in todavía'}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** "Bloquear horario" for a range dragged on the calendar. */
function NewBlock({
  range,
  venues,
  defaultVenueId,
  onClose,
}: {
  range: { start: Date; end: Date } | null;
  venues: VenueDto[];
  defaultVenueId: string | null;
  onClose: () => void;
}) {
  const [venueId, setVenueId] = useState<string | null>(defaultVenueId ?? venues[0]?.id ?? null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCalendarBlock({
    onSuccess: () => {
      toast.success({ title: 'Horario bloqueado', message: 'Nadie podrá reservar en ese horario.' });
      setReason('');
      onClose();
    },
    onError: (e) =>
      setError(appCodeOf(e) && appCodeOf(e) !== 'INTERNAL' ? e.message : 'No se pudo bloquear el horario.'),
  });
  return (
    <Modal opened={range !== null} onClose={onClose} title="Bloquear horario" centered radius="lg">
      {range && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!venueId) return setError('Elige el espacio.');
            setError(null);
            create.mutate({
              venueId,
              startDate: range.start.toISOString(),
              endDate: range.end.toISOString(),
              reason: reason.trim(),
            });
          }}
        >
          <Stack gap="sm">
            <Text>
              {formatDayOption(dateOf(range.start.toISOString()))}, {formatTimeRange(range.start, range.end)}
            </Text>
            <Select
              label="Espacio"
              data={venues.map((v) => ({ value: v.id, label: v.name }))}
              value={venueId}
              onChange={setVenueId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <BlockReasonAndError reason={reason} onReason={setReason} error={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" loading={create.isPending}>
                Bloquear horario
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

export interface OwnerCalendarProps {
  venues: VenueDto[];
  /** the agenda list instead of the week grid (phones) */
  compact: boolean;
}

export default function OwnerCalendar({ venues, compact }: OwnerCalendarProps) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [venueFilter, setVenueFilter] = useState<string | null>(null);
  const [opened, setOpened] = useState<CalendarBooking | null>(null);
  const [selection, setSelection] = useState<{ start: Date; end: Date } | null>(null);
  const calendar = useOwnerCalendar(range);

  const events = useMemo<EventInput[]>(() => {
    const data = calendar.data;
    if (!data) return [];
    const shown = (venueId: string) => !venueFilter || venueFilter === venueId;
    return [
      ...data.bookings
        .filter((b) => shown(b.venueId))
        .map(
          (b): EventInput => ({
            id: `booking-${b.id}`,
            title: `${b.venueName} · ${b.guest.name} · ${statusText(b)}`,
            start: b.startDate,
            end: b.endDate,
            color: b.awaitingApproval ? STATUS_COLOR.pending : (STATUS_COLOR[b.status] ?? STATUS_COLOR.completed),
            extendedProps: { booking: b },
            classNames: ['rph-booking', `rph-booking-${b.status}`],
          }),
        ),
      ...data.moves
        .filter((m) => shown(m.venueId))
        .map(
          (m): EventInput => ({
            id: `move-${m.bookingId}`,
            title: `${m.venueName} · ${m.guestName} · Cambio de fecha solicitado`,
            start: m.startDate,
            end: m.endDate,
            color: STATUS_COLOR.pending,
            classNames: ['rph-move'],
          }),
        ),
      ...data.blocks
        .filter((k) => shown(k.venueId))
        .map(
          (k): EventInput => ({
            id: `block-${k.id}`,
            title: `${k.venueName} · ${k.source === 'external' ? k.reason : `Bloqueado${k.reason ? `: ${k.reason}` : ''}`}`,
            start: k.startDate,
            end: k.endDate,
            color: BLOCK_COLOR,
            classNames: ['rph-block', k.source === 'external' ? 'rph-block-external' : 'rph-block-owner'],
          }),
        ),
    ];
  }, [calendar.data, venueFilter]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Select
          label="Espacio"
          data={[{ value: '', label: 'Todos mis espacios' }, ...venues.map((v) => ({ value: v.id, label: v.name }))]}
          value={venueFilter ?? ''}
          onChange={(value) => setVenueFilter(value || null)}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
        />
        <Group gap="xs" aria-label="Estados" role="group">
          <Badge color="green">Confirmada</Badge>
          <Badge color="orange">Por responder</Badge>
          <Badge color="gray">Completada</Badge>
          <Badge color="dark">Bloqueado</Badge>
          <Badge variant="outline" color="orange">
            Cambio solicitado
          </Badge>
        </Group>
      </Group>
      {calendar.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          No pudimos cargar tu calendario. Intenta de nuevo en unos segundos.
        </Alert>
      )}
      <div className="rph-calendar">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
          locale={esLocale}
          // The venues' hours whatever the browser's zone (an owner away from Mexico City sees and
          // blocks the same times); Luxon gives FullCalendar the named zone's offsets.
          timeZone={VENUE_TIME_ZONE}
          firstDay={1}
          initialView={compact ? 'listWeek' : 'timeGridWeek'}
          headerToolbar={
            compact
              ? { left: 'prev,next', center: 'title', right: 'listWeek,listMonth' }
              : { left: 'prev,next today', center: 'title', right: 'timeGridWeek,dayGridMonth' }
          }
          // Text arrows with Spanish names: FullCalendar's icon spans say role="img" without a name.
          buttonIcons={false}
          buttonText={{
            prev: '‹',
            next: '›',
            today: 'Hoy',
            listWeek: 'Semana',
            listMonth: 'Mes',
            timeGridWeek: 'Semana',
            dayGridMonth: 'Mes',
          }}
          buttonHints={{ prev: 'Anterior', next: 'Siguiente', today: 'Ir a hoy' }}
          // At most two bookings side by side in a time slot (the rest behind "+N"), so each stays a
          // target wider than 24 px; each text keeps its whole value in its title when it is cut.
          eventMaxStack={2}
          // FullCalendar's "+N" is an <a> without href that says aria-expanded: a button, then.
          moreLinkDidMount={(arg) => {
            arg.el.setAttribute('role', 'button');
            if (!arg.el.getAttribute('aria-controls')) arg.el.removeAttribute('aria-controls');
          }}
          eventContent={(arg) => (
            <div className="rph-event">
              {arg.timeText && (
                <div className="rph-event-time" title={arg.timeText}>
                  {arg.timeText}
                </div>
              )}
              <div className="rph-event-title" title={arg.event.title}>
                {arg.event.title}
              </div>
            </div>
          )}
          height="auto"
          slotMinTime="06:00:00"
          slotMaxTime="24:00:00"
          allDaySlot={false}
          nowIndicator
          selectable={!compact}
          selectMirror
          selectOverlap={false}
          select={(info: DateSelectArg) => {
            setSelection({ start: info.start, end: info.end });
            info.view.calendar.unselect();
          }}
          eventClick={(info: EventClickArg) => {
            const booking = info.event.extendedProps.booking as CalendarBooking | undefined;
            if (booking) {
              info.jsEvent.preventDefault();
              setOpened(booking);
            }
          }}
          datesSet={(info: DatesSetArg) => setRange({ from: info.start.toISOString(), to: info.end.toISOString() })}
          events={events}
          noEventsText="No hay reservas ni bloqueos en estas fechas."
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        />
      </div>
      {!compact && (
        <Text fz="sm" c="dimmed">
          Arrastra sobre un horario libre para bloquearlo. Haz clic en una reserva para ver sus detalles.
        </Text>
      )}
      <BookingDetails booking={opened} onClose={() => setOpened(null)} />
      <NewBlock
        key={selection?.start.toISOString() ?? 'none'}
        range={selection}
        venues={venues}
        defaultVenueId={venueFilter}
        onClose={() => setSelection(null)}
      />
    </Stack>
  );
}
