/**
 * Blocked time of one venue (maintenance, private use): the blocks that have not
 * ended, a form to add one (a date with start and end time, or the whole day) and
 * a button to remove each (owner.blocks, owner.createBlock, owner.deleteBlock).
 */
import {
  Alert,
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
import { toast } from '../../../lib/toast';
import { useCreateBlock, useDeleteBlock, useVenueBlocks } from '../api/use-owner-tools';
import { type BlockFormValues, blockRange, describeBlock } from '../block-time';

const INITIAL: BlockFormValues = { date: null, wholeDay: false, startTime: '09:00', endTime: '18:00' };

function specificMessage(error: { message: string }, fallback: string): string {
  const code = appCodeOf(error);
  return code && code !== 'INTERNAL' && error.message ? error.message : fallback;
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
          <TextInput
            label="Motivo (opcional)"
            placeholder="Ej. mantenimiento, evento privado"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {formError && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {formError}
            </Alert>
          )}
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
