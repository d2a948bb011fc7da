/**
 * /oauth-config (SPEC.md §2): the authorized JavaScript origins and redirect URIs to
 * register for Google sign-in (product domain, this origin, localhost:5000), each with
 * a copy button, plus the steps and the warnings. Signed-out only.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { Page } from '../../../components/page';
import { copyUrl } from '../../../lib/clipboard';
import { useOauthConfig } from '../api/use-session';

function UrlList({ title, description, urls }: { title: string; description: string; urls: string[] }) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {urls.map((url) => (
            <Group
              key={url}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Code fz="sm" bg="transparent" style={{ wordBreak: 'break-all', minWidth: 0 }}>
                {url}
              </Code>
              <Tooltip label="Copiar">
                <ActionIcon variant="light" size="lg" aria-label={`Copiar ${url}`} onClick={() => copyUrl(url)}>
                  <IconCopy size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

export function OauthConfigPage() {
  const config = useOauthConfig();

  return (
    <Page
      size="md"
      title="Configuración de Google OAuth"
      description="Registra estas URLs en Google Cloud para que «Continuar con Google» funcione en este sitio."
    >
      {config.isPending ? (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Cargando configuración">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      ) : config.isError ? (
        <Card withBorder radius="lg" padding="lg" role="alert">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" c="red">
              <IconAlertCircle size={22} aria-hidden />
              <Title order={2} fz="lg">
                No se pudo cargar la configuración OAuth
              </Title>
            </Group>
            <Text fz="sm">Revisa tu conexión e intenta de nuevo en unos segundos.</Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={config.isFetching}
              onClick={() => void config.refetch()}
            >
              Reintentar
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fz="sm" c="dimmed" fw={600}>
                  Dominio del producto
                </Text>
                <Code fz="sm" bg="transparent" p={0}>
                  {config.data.productDomain}
                </Code>
              </Stack>
              <Badge color={config.data.googleConfigured ? 'green' : 'yellow'} variant="light" size="lg">
                {config.data.googleConfigured ? 'Google configurado' : 'Google sin configurar'}
              </Badge>
            </Group>
          </Card>
          <UrlList
            title="Orígenes autorizados de JavaScript"
            description="Agrégalos en «Orígenes autorizados de JavaScript» del ID de cliente."
            urls={config.data.javascriptOrigins}
          />
          <UrlList
            title="URIs de redireccionamiento autorizados"
            description={`Agrégalos en «URIs de redireccionamiento autorizados». La ruta de retorno es ${config.data.callbackPath}.`}
            urls={config.data.redirectUris}
          />
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="oauth-steps-title">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="oauth-steps-title">
                Instrucciones
              </Title>
              <List type="ordered" spacing="xs" fz="sm">
                <List.Item>
                  En Google Cloud Console abre «APIs y servicios» → «Credenciales» y crea (o edita) un «ID de cliente de
                  OAuth» de tipo «Aplicación web».
                </List.Item>
                <List.Item>Copia cada origen de arriba en «Orígenes autorizados de JavaScript».</List.Item>
                <List.Item>Copia cada URI de arriba en «URIs de redireccionamiento autorizados» y guarda.</List.Item>
                <List.Item>
                  Configura el servidor con <Code>GOOGLE_CLIENT_ID</Code> y <Code>GOOGLE_CLIENT_SECRET</Code> del
                  cliente creado y reinícialo. El botón «Continuar con Google» aparece en el inicio de sesión cuando el
                  servidor lo tiene configurado.
                </List.Item>
              </List>
            </Stack>
          </Card>
          <Alert
            color="yellow"
            variant="light"
            radius="lg"
            title="Advertencias"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <List spacing={4} fz="sm">
              <List.Item>
                Las URLs deben coincidir exactamente: protocolo, dominio y puerto, sin barra final. En producción usa
                https.
              </List.Item>
              <List.Item>Google puede tardar desde unos minutos hasta unas horas en aplicar los cambios.</List.Item>
              <List.Item>
                http://localhost:5000 sirve solo para desarrollo local; quítalo del cliente de producción.
              </List.Item>
              <List.Item>
                Nunca compartas el secreto del cliente ni lo pongas en el navegador: solo va en la configuración del
                servidor.
              </List.Item>
            </List>
          </Alert>
        </>
      )}
    </Page>
  );
}
