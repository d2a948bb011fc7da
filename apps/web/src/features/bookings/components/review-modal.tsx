/**
 * A review of a completed booking (reviews.create; one per booking): 1 to 5 stars and
 * a comment. Afterwards the venue's rating, count and reviews are read again.
 */
import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { CreateReviewSchema, REVIEW_COMMENT_MAX } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/use-booking-mutations';
import classes from './review-modal.module.css';

const RATING_WORDS = ['', 'Malo', 'Regular', 'Bueno', 'Muy bueno', 'Excelente'];

export function ReviewModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  const ratingLabelId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  // A new booking starts with an empty form.
  const bookingId = booking?.id;
  useEffect(() => {
    if (!bookingId) return;
    setRating(0);
    setComment('');
    setFormError(null);
  }, [bookingId]);

  const create = useCreateReview(booking?.venueId ?? null, {
    onSuccess: () => {
      toast.success({ title: '¡Gracias por tu reseña!', message: 'Tu calificación ya aparece en el espacio.' });
      onClose();
    },
    onError: (error) => {
      toast.error({ title: 'Error', message: errorMessage(error, 'No se pudo enviar tu reseña. Intenta de nuevo.') });
    },
  });

  const choose = (value: number) => {
    if (!Number.isInteger(value) || value < 1 || value > 5) return;
    setRating(value);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    const parsed = CreateReviewSchema.safeParse({ bookingId: booking.id, rating, comment });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Revisa tu reseña.');
      return;
    }
    setFormError(null);
    create.mutate(parsed.data);
  };

  return (
    <Modal
      opened={booking !== null}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      title={booking ? `Reseña de ${booking.venueName}` : 'Reseña'}
      centered
      radius="lg"
    >
      <form onSubmit={submit} noValidate aria-label="Dejar reseña">
        <Stack gap="md">
          <Stack gap={6}>
            <Text component="span" fz="sm" fw={500} id={ratingLabelId}>
              Calificación
            </Text>
            {/*
              Mantine's Rating only previews a value on arrow keys; the radios' own change
              events (bubbling here) make the arrows choose, as in any radio group.
            */}
            <Group
              gap="sm"
              onChange={(event) => {
                const target = event.target as HTMLInputElement;
                if (target.type === 'radio') choose(Number(target.value));
              }}
            >
              <Rating
                value={rating}
                onChange={choose}
                size="lg"
                className={classes.rating}
                role="radiogroup"
                aria-labelledby={ratingLabelId}
                getSymbolLabel={(value) => `${value} ${value === 1 ? 'estrella' : 'estrellas'}`}
              />
              <Text fz="sm" c="dimmed" aria-live="polite">
                {RATING_WORDS[rating] ?? ''}
              </Text>
            </Group>
          </Stack>
          <Textarea
            label="Comentario"
            placeholder="¿Qué tal el lugar, la atención y el equipo?"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REVIEW_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            description={`${comment.length.toLocaleString('es-MX')} / ${REVIEW_COMMENT_MAX.toLocaleString('es-MX')} caracteres`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {formError && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Enviar reseña
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
