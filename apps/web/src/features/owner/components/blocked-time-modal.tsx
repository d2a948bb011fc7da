/**
 * Blocked time of one venue (maintenance, private use): the blocks that have not
 * ended, a form to add one (a date with start and end time, or the whole day) and
 * a button to remove each (owner.blocks, owner.createBlock, owner.deleteBlock).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BlockDto, VenueDto } from '@rentas/api';
import { todayInMexicoCity } from '@rentas/domain';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DatePickerInput, TimeInput } from '../../../components/date-inputs';
import { appCodeOf } from '../../../lib/errors';
import { formatMessageStamp } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreateBlock,
  useDeleteBlock,
  useDeleteCalendarFeed,
  useRefreshCalendarFeed,
  useSetCalendarFeed,
  useVenueBlocks,
  useVenueCalendarFeed,
} from '../api/use-owner-tools';
import { type BlockFormValues, blockRange, describeBlock } from '../block-time';

const INITIAL: BlockFormValues = { date: null, wholeDay: false, startTime: '09:00', endTime: '18:00' };

function specificMessage(error: { message: string }, fallback: string): string {
  const code = appCodeOf(error);
  return code && code !== 'INTERNAL' && error.message ? error.message : fallback;
}

/**
 * Issue 18: the venue's external calendar (Google, Outlook): its iCal address, when it was last
 * read and why it failed, "Actualizar ahora" and "Desconectar". Its busy times are blocks.
 */
function ExternalCalendarSection({ venue }: { venue: VenueDto }) {
  const feed = useVenueCalendarFeed(venue.id);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const connect = useSetCalendarFeed(venue.id, {
    onSuccess: (data) => {
      setUrl('');
      setError(null);
      toast.success({
        title: 'Calendario conectado',
        message: `${data.blockCount === 1 ? '1 horario ocupado' : `${data.blockCount} horarios ocupados`} de tu calendario ya no se pueden reservar.`,
      });
    },
    onError: (e) => setError(specificMessage(e, 'No pudimos conectar ese calendario.')),
  });
  const refresh = useRefreshCalendarFeed(venue.id, {
    onSuccess: () => toast.success({ title: 'Calendario actualizado', message: 'Tus horarios ocupados están al día.' }),
    onError: (e) => toast.error({ title: 'Error', message: specificMessage(e, 'No pudimos leer tu calendario.') }),
  });
  const disconnect = useDeleteCalendarFeed(venue.id, {
    onSuccess: () =>
      toast.success({ title: 'Calendario desconectado', message: 'Sus horarios ocupados ya no bloquean el espacio.' }),
    onError: (e) =>
      toast.error({ title: 'Error', message: specificMessage(e, 'No pudimos desconectar el calendario.') }),
  });
  const current = feed.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="external-calendar-title">
      <Title order={3} fz="md" id="external-calendar-title">
        Calendario externo
      </Title>
      <Text fz="sm" c="dimmed">
        Conecta tu calendario de Google u Outlook con su dirección iCal: sus horarios ocupados se bloquean aquí como
        "Ocupado (calendario externo)" y se actualizan cada 30 minutos.
      </Text>
      {feed.isPending ? (
        <Loader size="sm" role="status" aria-label="Cargando calendario externo" />
      ) : current ? (
        <Card withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {current.url}
            </Text>
            <Text fz="sm" c="dimmed">
              {current.lastSyncedAt
                ? `Actualizado el ${formatMessageStamp(current.lastSyncedAt)} · ${current.blockCount === 1 ? '1 horario ocupado' : `${current.blockCount} horarios ocupados`}`
                : 'Aún no se ha leído.'}
            </Text>
            {current.lastError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                {current.lastError} Tus bloqueos anteriores se mantienen.
              </Alert>
            )}
            <Group gap="sm">
              <Button
                size="sm"
                variant="light"
                loading={refresh.isPending}
                onClick={() => refresh.mutate({ venueId: venue.id })}
              >
                Actualizar ahora
              </Button>
              <Button
                size="sm"
                variant="subtle"
                color="red"
                loading={disconnect.isPending}
                onClick={() => disconnect.mutate({ venueId: venue.id })}
              >
                Desconectar
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          connect.mutate({ venueId: venue.id, url });
        }}
        noValidate
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={current ? 'Cambiar dirección iCal' : 'Dirección iCal'}
            placeholder="https://calendar.google.com/…/basic.ics"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
            inputMode="url"
            maxLength={2000}
          />
          <Button type="submit" loading={connect.isPending} disabled={!url.trim()}>
            Conectar
          </Button>
        </Group>
      </form>
      {error && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** A block's optional reason and the form's error, as both block forms show them (this dialog, the calendar). */
export function BlockReasonAndError({
  reason,
  onReason,
  error,
}: {
  reason: string;
  onReason: (reason: string) => void;
  error: string | null;
}) {
  return (
    <>
      <TextInput
        label="Motivo (opcional)"
        placeholder="Ej. mantenimiento, evento privado"
        maxLength={200}
        value={reason}
        onChange={(event) => onReason(event.currentTarget.value)}
      />
      {error && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {error}
        </Alert>
      )}
    </>
  );
}

function BlockItem({ block, onDelete, deleting }: { block: BlockDto; onDelete: () => void; deleting: boolean }) {
  const { date, time } = describeBlock(block);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {date}
          </Text>
          <Text fz="sm" c="dimmed">
            {time}
            {block.reason ? ` · ${block.reason}` : ''}
          </Text>
        </Stack>
        {block.source === 'external' ? (
          <Badge variant="light" color="gray">
            Calendario externo
          </Badge>
        ) : (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            loading={deleting}
            aria-label={`Quitar bloqueo del ${date}, ${time}`}
          >
            Quitar
          </Button>
        )}
      </Group>
    </Card>
  );
}

function BlocksContent({ venue }: { venue: VenueDto }) {
  const blocks = useVenueBlocks(venue.id);
  const [values, setValues] = useState<BlockFormValues>(INITIAL);
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const create = useCreateBlock(venue.id, {
    onSuccess: () => {
      toast.success({ title: 'Horario bloqueado', message: 'Nadie podrá reservar en ese horario.' });
      setValues(INITIAL);
      setReason('');
    },
    onError: (error) => setFormError(specificMessage(error, 'No se pudo bloquear el horario.')),
  });
  const remove = useDeleteBlock(venue.id, {
    onSuccess: () => {
      toast.success({ title: 'Bloqueo eliminado', message: 'El horario vuelve a estar disponible.' });
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: specificMessage(error, 'No se pudo quitar el bloqueo.') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = blockRange(values);
    if (!range.ok) {
      setFormError(range.error);
      return;
    }
    setFormError(null);
    create.mutate({ venueId: venue.id, startDate: range.startDate, endDate: range.endDate, reason: reason.trim() });
  };

  const set = (change: Partial<BlockFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setFormError(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="current-blocks-title">
        <Title order={3} fz="md" id="current-blocks-title">
          Horarios bloqueados
        </Title>
        {blocks.isPending ? (
          <Loader size="sm" role="status" aria-label="Cargando bloqueos" />
        ) : blocks.isError ? (
          <Text c="red.7" fz="sm">
            No pudimos cargar los bloqueos.
          </Text>
        ) : blocks.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No hay horarios bloqueados. Todos los horarios están disponibles para reservar.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {blocks.data.map((block) => (
              <BlockItem
                key={block.id}
                block={block}
                deleting={remove.isPending && remove.variables?.id === block.id}
                onDelete={() => remove.mutate({ id: block.id })}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <ExternalCalendarSection venue={venue} />

      <form onSubmit={submit} noValidate aria-labelledby="new-block-title">
        <Stack gap="sm">
          <Title order={3} fz="md" id="new-block-title">
            Bloquear un horario
          </Title>
          <DatePickerInput
            label="Fecha"
            placeholder="Elige un día"
            minDate={todayInMexicoCity()}
            maxDate={dayjs().add(365, 'day').toDate()}
            value={values.date}
            onChange={(date) => set({ date })}
            required
            popoverProps={{ withinPortal: true }}
          />
          <Checkbox
            label="Todo el día"
            checked={values.wholeDay}
            onChange={(event) => set({ wholeDay: event.currentTarget.checked })}
          />
          {!values.wholeDay && (
            <SimpleGrid cols={2} spacing="sm">
              <TimeInput
                label="Desde"
                value={values.startTime}
                onChange={(value) => set({ startTime: value })}
                required
              />
              <TimeInput label="Hasta" value={values.endTime} onChange={(value) => set({ endTime: value })} required />
            </SimpleGrid>
          )}
          <BlockReasonAndError reason={reason} onReason={setReason} error={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Bloquear horario
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function BlockedTimeModal({ venue, onClose }: { venue: VenueDto | null; onClose: () => void }) {
  return (
    <Modal
      opened={venue !== null}
      onClose={onClose}
      title={venue ? `Bloquear horarios · ${venue.name}` : 'Bloquear horarios'}
      centered
      radius="lg"
      size="lg"
    >
      {venue && <BlocksContent key={venue.id} venue={venue} />}
    </Modal>
  );
}
