/**
 * The venue form shared by /add-venue and /edit-venue/{venueId} (SPEC.md §2, §5):
 * basic info, prices (MXN), amenities and photos. Prepared photos that were not
 * uploaded yet are uploaded when the form is sent.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CATEGORIES, CATEGORY_LABELS, type Category, MAX_VENUE_IMAGES } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { ButtonLink } from '../../../lib/links';
import { usePhotoUploader } from '../hooks/use-photo-uploader';
import { checkVenueForm, isImageUrl, mergeUnique, TOO_MANY_IMAGES_MESSAGE, type VenueFormValues } from '../venue-form';
import { AmenitiesField } from './amenities-field';
import { PhotoUploader } from './photo-uploader';
import { TextListInput } from './text-list-input';
import { VenuePhotosGrid } from './venue-photos-grid';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

export interface VenueFormProps {
  mode: 'create' | 'edit';
  initialValues: VenueFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Sends the checked values; `images` already includes photos uploaded on submit. */
  onSubmit: (values: VenueFormValues) => void;
}

export function VenueForm({ mode, initialValues, submitLabel, submitting, onSubmit }: VenueFormProps) {
  const [summary, setSummary] = useState<string | null>(null);
  const form = useForm<VenueFormValues>({
    initialValues,
    validate: (values) => checkVenueForm(values).fields,
  });
  const images = form.values.images;

  const onUploaded = useCallback(
    (urls: string[]) => form.setFieldValue('images', (current) => mergeUnique(current, urls)),
    [form.setFieldValue],
  );
  // Uploads are not tied to the venue (no venueId): the server would count the photos
  // saved before, so removing photos here and adding new ones before saving would be
  // refused. The form keeps the limit of 10, and venues.create/update link the uploads.
  const uploader = usePhotoUploader({ currentCount: images.length, onUploaded });
  const busy = submitting || uploader.phase === 'uploading';

  const submit = form.onSubmit(
    async (values) => {
      if (uploader.phase === 'compressing') {
        setSummary('Espera a que terminen de comprimirse las fotos.');
        return;
      }
      setSummary(null);
      let uploaded: string[] = [];
      if (uploader.photos.length > 0) {
        const urls = await uploader.upload();
        if (urls === null) return;
        uploaded = urls;
      }
      const allImages = mergeUnique(values.images, uploaded);
      if (allImages.length > MAX_VENUE_IMAGES) {
        setSummary(TOO_MANY_IMAGES_MESSAGE);
        return;
      }
      onSubmit({ ...values, images: allImages });
    },
    (errors, values) => {
      setSummary(checkVenueForm(values).summary);
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first as keyof VenueFormValues)?.focus();
    },
  );

  const priceError = form.errors.pricePerHour ?? form.errors.pricePerDay;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'Agregar Venue' : 'Editar espacio'}>
      <Stack gap="lg">
        <Section title="Información básica">
          <TextInput
            label="Nombre del espacio"
            placeholder="Ej. Estudio Roma Norte"
            required
            maxLength={120}
            {...form.getInputProps('name')}
          />
          <Select
            label="Categoría"
            placeholder="Elige una categoría"
            data={CATEGORY_OPTIONS}
            required
            {...form.getInputProps('category')}
            onChange={(value) => form.setFieldValue('category', value as Category | null)}
          />
          <Textarea
            label="Descripción"
            placeholder="Cuéntales a tus huéspedes qué hace especial a tu espacio."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            required
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Dirección completa"
            placeholder="Calle, número, colonia, código postal"
            required
            maxLength={300}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Ciudad"
              required
              maxLength={100}
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <NumberInput
              label="Capacidad máxima"
              description="Número de personas"
              required
              min={1}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('capacity')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Precios" description="En pesos mexicanos (MXN). Establece al menos uno.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Precio por hora (MXN)"
              placeholder="0.00"
              leftSection="$"
              min={0}
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('pricePerHour')}
              error={form.errors.pricePerHour ? true : undefined}
            />
            <NumberInput
              label="Precio por día (MXN)"
              placeholder="0.00"
              leftSection="$"
              min={0}
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('pricePerDay')}
              error={form.errors.pricePerDay ? true : undefined}
            />
          </SimpleGrid>
          {priceError && (
            <Text fz="sm" c="red.7">
              {priceError}
            </Text>
          )}
        </Section>

        <Section title="Comodidades" description="Lo que incluye tu espacio.">
          <AmenitiesField
            value={form.values.amenities}
            onChange={(amenities) => form.setFieldValue('amenities', amenities)}
            disabled={busy}
          />
        </Section>

        <Section title="Fotos" description={`Hasta ${MAX_VENUE_IMAGES} fotos. La primera es la portada.`}>
          <VenuePhotosGrid
            images={images}
            venueName={form.values.name}
            onRemove={(url) =>
              form.setFieldValue(
                'images',
                images.filter((image) => image !== url),
              )
            }
            disabled={busy}
          />
          {mode === 'edit' && (
            <TextListInput
              label="URL de la imagen"
              placeholder="https://…"
              type="url"
              list={images}
              onChange={(list) => form.setFieldValue('images', list)}
              max={MAX_VENUE_IMAGES - uploader.photos.length}
              messages={{
                duplicate: 'Esa imagen ya está en la lista.',
                full: TOO_MANY_IMAGES_MESSAGE,
                invalid: 'Escribe una URL válida (https://…).',
              }}
              isValid={isImageUrl}
              disabled={busy}
            />
          )}
          <PhotoUploader uploader={uploader} currentCount={images.length} disabled={submitting} />
        </Section>

        {summary && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {summary}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/owner-dashboard" variant="default" disabled={busy}>
            Cancelar
          </ButtonLink>
          <Button type="submit" loading={busy} data-primary-action>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
