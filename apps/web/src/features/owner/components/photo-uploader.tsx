/**
 * The photo uploader of the add and edit forms: pick or drop files, watch each one
 * compress, check the prepared list, upload with progress (SPEC.md §2, §4, §5).
 */
import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_VENUE_IMAGES } from '@rentas/domain';
import { IconCloudUpload, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import type { PreparedPhoto, PhotoUploader as Uploader } from '../hooks/use-photo-uploader';
import { formatFileSize } from '../photos/photo-rules';

function PreparedPhotoCard({
  photo,
  onRemove,
  disabled,
}: {
  photo: PreparedPhoto;
  onRemove: () => void;
  disabled: boolean;
}) {
  const name = photo.original.name;
  return (
    <Card withBorder radius="md" padding="xs" component="li" aria-label={name}>
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          <Image src={photo.previewUrl} alt={`Vista previa de ${name}`} fit="cover" />
        </AspectRatio>
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          variant="default"
          radius="xl"
          aria-label={`Quitar ${name}`}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fz="xs" fw={600} truncate title={name}>
          {name}
        </Text>
        {photo.status === 'compressing' ? (
          <>
            <Progress value={photo.progress} size="sm" animated aria-label={`Comprimiendo ${name}`} />
            <Text fz="xs" c="dimmed">
              Comprimiendo… {Math.round(photo.progress)} %
            </Text>
          </>
        ) : photo.compressed ? (
          <Text fz="xs" c="dimmed">
            {formatFileSize(photo.original.size)} → {formatFileSize(photo.file.size)}
          </Text>
        ) : (
          <Text fz="xs" c="orange.8">
            No se pudo comprimir; se subirá el original ({formatFileSize(photo.original.size)}).
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function PhotoUploader({
  uploader,
  currentCount,
  disabled = false,
}: {
  uploader: Uploader;
  /** photos the venue holds already */
  currentCount: number;
  disabled?: boolean;
}) {
  const openRef = useRef<() => void>(null);
  const { photos, phase } = uploader;
  const room = MAX_VENUE_IMAGES - currentCount - photos.length;
  const busy = phase === 'uploading' || disabled;
  const count = photos.length;

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => uploader.addFiles(files)}
        onReject={(rejections) => uploader.addFiles(rejections.map((r) => r.file))}
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        multiple
        disabled={busy}
        radius="md"
        enablePointerEvents
        inputProps={{ accept: 'image/*', 'aria-label': 'Seleccionar fotos' }}
      >
        <Stack align="center" ta="center" gap="xs" py="md">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconPhotoPlus size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>Arrastra tus fotos aquí</Text>
          <Text fz="sm" c="dimmed">
            Hasta {MAX_VENUE_IMAGES} fotos por venue. Las comprimimos en tu navegador antes de subirlas.
          </Text>
          <Button variant="light" onClick={() => openRef.current?.()} disabled={busy || room <= 0}>
            Seleccionar fotos
          </Button>
          <Text fz="xs" c="dimmed">
            {room > 0 ? `Puedes agregar ${room} ${room === 1 ? 'foto más' : 'fotos más'}.` : 'Ya tienes 10 fotos.'}
          </Text>
        </Stack>
      </Dropzone>

      {count > 0 && (
        <Stack gap="sm" component="section" aria-label="Fotos preparadas">
          <Group justify="space-between" gap="xs">
            <Text fw={600} fz="sm">
              Fotos preparadas ({count})
            </Text>
            {phase === 'compressing' && (
              <Badge variant="light" color="yellow">
                Comprimiendo…
              </Badge>
            )}
          </Group>
          <SimpleGrid
            cols={{ base: 2, lg: 3 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {photos.map((photo) => (
              <PreparedPhotoCard
                key={photo.id}
                photo={photo}
                onRemove={() => uploader.remove(photo.id)}
                disabled={busy}
              />
            ))}
          </SimpleGrid>
          {phase === 'uploading' ? (
            <Stack gap={4}>
              <Progress value={uploader.uploadProgress} size="lg" animated aria-label="Subiendo fotos" />
              <Text fz="sm" c="dimmed" aria-live="polite">
                Subiendo fotos… {uploader.uploadProgress} %
              </Text>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button
                leftSection={<IconCloudUpload size={18} aria-hidden />}
                onClick={() => void uploader.upload()}
                disabled={phase !== 'ready' || disabled}
              >
                {count === 1 ? 'Subir 1 foto' : `Subir ${count} fotos`}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <VisuallyHidden aria-live="polite">
        {phase === 'compressing' ? 'Comprimiendo fotos…' : phase === 'ready' ? 'Fotos listas para subir.' : ''}
      </VisuallyHidden>
    </Stack>
  );
}
