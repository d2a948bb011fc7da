import { Alert, Button, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatDateMx } from '@rentas/domain';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { capitalize, formatTimeRange } from '../../../lib/format';
import { useBooking } from '../api/use-bookings';
import { saveQr } from '../qr-actions';

/** The QR of a confirmed booking, loaded on demand (bookings.mine has no images). */
export function QrModal({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const query = useBooking(bookingId ?? null);

  return (
    <Modal opened={bookingId !== null} onClose={onClose} title="Tu código QR" centered radius="lg">
      {query.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Cargando" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {query.error.message || 'No pudimos cargar el código QR.'}
        </Alert>
      ) : (
        <Stack align="center" gap="sm" ta="center">
          {query.data.qrCode ? (
            <Image src={query.data.qrCode} alt="Código QR de la reserva" w={240} h={240} fit="contain" />
          ) : (
            <Text c="dimmed">Esta reserva ya no tiene un código QR activo.</Text>
          )}
          <Text ff="monospace" fw={800} fz="xl" c="grape.8">
            {query.data.code}
          </Text>
          <Text fw={600}>{query.data.venueName}</Text>
          <Text fz="sm" c="dimmed">
            {capitalize(formatDateMx(query.data.startDate))} ·{' '}
            {formatTimeRange(query.data.startDate, query.data.endDate)}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => saveQr(query.data)}
            disabled={!query.data.qrCode}
          >
            Guardar QR
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
