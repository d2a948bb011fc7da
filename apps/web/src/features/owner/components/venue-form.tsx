/**
 * The venue form shared by /add-venue and /edit-venue/{venueId} (SPEC.md §2, §5):
 * basic info, prices (MXN), amenities and photos. Prepared photos that were not
 * uploaded yet are uploaded when the form is sent.
 */
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Card,
  type ComboboxItem,
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
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import {
  ADD_ON_UNIT_TEXT,
  ADD_ON_UNITS,
  type AddOnUnit,
  ALCALDIAS,
  BOOKING_MODE_TEXT,
  BOOKING_MODES,
  type BookingMode,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_TEXT,
  CATEGORIES,
  CATEGORY_LABELS,
  type CancellationPolicy,
  type Category,
  CITY_CENTRE,
  COLONIAS,
  findColonia,
  inCity,
  MAX_ADD_ONS,
  MAX_NOTICE_HOURS,
  MAX_VENUE_IMAGES,
  placeKey,
} from '@rentas/domain';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { ButtonLink } from '../../../lib/links';
import { LazyMap } from '../../map/lazy-map';
import { usePhotoUploader } from '../hooks/use-photo-uploader';
import {
  checkVenueForm,
  isImageUrl,
  MAX_ADD_ONS_MESSAGE,
  mergeUnique,
  TOO_MANY_IMAGES_MESSAGE,
  type VenueFormValues,
} from '../venue-form';
import { AmenitiesField } from './amenities-field';
import { PhotoUploader } from './photo-uploader';
import { TextListInput } from './text-list-input';
import { VenuePhotosGrid } from './venue-photos-grid';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const BUFFER_OPTIONS = [
  { value: '0', label: 'Sin tiempo extra' },
  { value: '30', label: '30 minutos' },
  { value: '60', label: '1 hora' },
  { value: '120', label: '2 horas' },
];
const UNIT_OPTIONS = ADD_ON_UNITS.map((value) => ({ value, label: ADD_ON_UNIT_TEXT[value] }));

/**
 * Issue 16: how the venue is booked (instant or on request), its cancellation policy, the
 * buffer between bookings, the minimum notice, a cleaning fee and up to 10 priced extras.
 */
function BookingRulesSection({
  form,
  disabled,
}: {
  form: UseFormReturnType<VenueFormValues, VenueFormValues, (values: VenueFormValues) => FormErrors>;
  disabled: boolean;
}) {
  const modeId = useId();
  const policyId = useId();
  const { values } = form;
  const full = values.addOns.length >= MAX_ADD_ONS;
  return (
    <Section title="Reglas de reserva" description="Los huéspedes las ven antes de reservar.">
      <Stack gap={6}>
        <Text component="span" fz="sm" fw={500} id={modeId}>
          Cómo se reserva
        </Text>
        <ChoiceGroup
          labelledBy={modeId}
          grow
          minWidth={160}
          value={values.bookingMode}
          onChange={(mode: BookingMode) => form.setFieldValue('bookingMode', mode)}
          choices={BOOKING_MODES.map((mode) => ({ value: mode, label: BOOKING_MODE_TEXT[mode].label, disabled }))}
        />
        <Text fz="xs" c="dimmed">
          {BOOKING_MODE_TEXT[values.bookingMode].summary}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Text component="span" fz="sm" fw={500} id={policyId}>
          Política de cancelación
        </Text>
        <ChoiceGroup
          labelledBy={policyId}
          grow
          minWidth={110}
          value={values.cancellationPolicy}
          onChange={(policy: CancellationPolicy) => form.setFieldValue('cancellationPolicy', policy)}
          choices={CANCELLATION_POLICIES.map((policy) => ({
            value: policy,
            label: CANCELLATION_POLICY_TEXT[policy].label,
            disabled,
          }))}
        />
        <Text fz="xs" c="dimmed">
          {CANCELLATION_POLICY_TEXT[values.cancellationPolicy].summary}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Tiempo entre reservas"
          data={BUFFER_OPTIONS}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps('bufferMinutes')}
        />
        <NumberInput
          label="Anticipación mínima (horas)"
          min={0}
          max={MAX_NOTICE_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={disabled}
          {...form.getInputProps('minNoticeHours')}
        />
        <NumberInput
          label="Tarifa de limpieza (MXN)"
          placeholder="Opcional"
          leftSection="$"
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          disabled={disabled}
          {...form.getInputProps('cleaningFee')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text component="h3" fz="md" fw={600}>
          Extras
        </Text>
        {values.addOns.length === 0 && (
          <Text fz="sm" c="dimmed">
            Ofrece algo con costo adicional, como un ingeniero de audio o un proyector.
          </Text>
        )}
        {values.addOns.map((addOn, index) => (
          <Group key={addOn.id ?? `new-${index}`} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={`Nombre del extra ${index + 1}`}
              maxLength={80}
              style={{ flex: '2 1 12rem' }}
              disabled={disabled}
              {...form.getInputProps(`addOns.${index}.name`)}
            />
            <NumberInput
              label="Precio (MXN)"
              leftSection="$"
              min={0}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              style={{ flex: '1 1 7rem' }}
              disabled={disabled}
              {...form.getInputProps(`addOns.${index}.price`)}
            />
            <Select
              label="Se cobra"
              data={UNIT_OPTIONS}
              allowDeselect={false}
              style={{ flex: '1 1 8rem' }}
              disabled={disabled}
              value={addOn.unit}
              onChange={(unit) => unit && form.setFieldValue(`addOns.${index}.unit`, unit as AddOnUnit)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Quitar el extra ${addOn.name.trim() || index + 1}`}
              disabled={disabled}
              onClick={() => form.removeListItem('addOns', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {form.errors.addOns && (
          <Text fz="sm" c="red.7">
            {form.errors.addOns}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={disabled || full}
            onClick={() => form.insertListItem('addOns', { name: '', price: '', unit: 'booking' })}
          >
            Agregar extra
          </Button>
          {full && (
            <Text fz="xs" c="dimmed">
              {MAX_ADD_ONS_MESSAGE}
            </Text>
          )}
        </Group>
      </Stack>
    </Section>
  );
}

const COLONIA_NAMES = COLONIAS.map((c) => c.name);

/** Six decimals (about 10 cm): what the pin stores. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Issue 18: where the venue is. A known colonia fills the alcaldía and postal code and centres
 * the map; the owner places the pin by clicking the map or dragging it (or, by keyboard, takes
 * the colonia's centre). The pin is required; one outside the city is refused here as on the server.
 */
function PlaceSection({
  form,
  disabled,
}: {
  form: UseFormReturnType<VenueFormValues, VenueFormValues, (values: VenueFormValues) => FormErrors>;
  disabled: boolean;
}) {
  const { values } = form;
  const colonia = findColonia(values.colonia);
  const centre = colonia ?? CITY_CENTRE;
  const mapHelpId = useId();
  const setPin = (point: { lat: number; lng: number }) => {
    if (!inCity(point)) {
      form.setFieldError('lat', 'El pin debe estar dentro de la Ciudad de México.');
      return;
    }
    form.setFieldValue('lat', round6(point.lat));
    form.setFieldValue('lng', round6(point.lng));
    form.clearFieldError('lat');
  };
  return (
    <Section title="Ubicación" description="Los huéspedes ven la colonia y el lugar en el mapa.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Autocomplete
          label="Colonia"
          placeholder="Ej. Roma Norte"
          data={COLONIA_NAMES}
          filter={({ options, search }) =>
            (options as ComboboxItem[]).filter((option) => placeKey(option.label).includes(placeKey(search)))
          }
          limit={8}
          required
          maxLength={100}
          disabled={disabled}
          {...form.getInputProps('colonia')}
          onChange={(value) => {
            form.setFieldValue('colonia', value);
            const known = findColonia(value);
            if (known) {
              form.setFieldValue('alcaldia', known.alcaldia);
              form.setFieldValue('postalCode', known.postalCode);
            }
          }}
        />
        <Select
          label="Alcaldía"
          placeholder="Elige la alcaldía"
          data={ALCALDIAS as string[]}
          searchable
          clearable
          disabled={disabled}
          {...form.getInputProps('alcaldia')}
          onChange={(value) => form.setFieldValue('alcaldia', value ?? '')}
        />
        <TextInput
          label="Código postal"
          placeholder="06700"
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          disabled={disabled}
          {...form.getInputProps('postalCode')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          Pin en el mapa{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Text fz="sm" c="dimmed" id={mapHelpId}>
          Haz clic en el mapa o arrastra el pin hasta la entrada del lugar.
        </Text>
        <LazyMap
          height={280}
          mode="pick"
          lat={values.lat}
          lng={values.lng}
          fallback={centre}
          onPick={setPin}
          label="Mapa para colocar el pin del lugar"
        />
        <Group gap="sm" justify="space-between">
          <Button variant="light" size="sm" disabled={disabled} onClick={() => setPin(centre)}>
            {colonia ? 'Usar el centro de la colonia' : 'Usar el centro de la ciudad'}
          </Button>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {values.lat !== null && values.lng !== null
              ? `Pin en ${values.lat.toFixed(5)}, ${values.lng.toFixed(5)}`
              : 'Aún no colocas el pin.'}
          </Text>
        </Group>
        {form.errors.lat && (
          <Text c="red" fz="sm" role="alert">
            {form.errors.lat}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

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

        <PlaceSection form={form} disabled={busy} />

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

        <BookingRulesSection form={form} disabled={busy} />

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
