/**
 * /admin-dashboard and its wrappers (SPEC.md §2, §6, §8): six tabs (the sixth, Mensajes, is the
 * moderation of conversations, issue 15) for people in the
 * admin view (contextRole admin). Anyone else gets 'Acceso Denegado' and goes home
 * after 1 s; an expired session shows 'Sesión Expirada' and goes to /api/login after
 * 1 s. The server checks the admin role on every call regardless.
 */
import { Card, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartPie,
  type IconHome,
  IconMessageCircle,
  IconPercentage,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Page } from '../../../components/page';
import { navigateToServer, serverPaths } from '../../../lib/paths';
import { handleSessionExpiryOnScreen } from '../../../lib/session-expiry';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab, isAdminTab } from '../admin-tabs';
import classes from './admin-panel.module.css';
import { AdminsTab } from './admins-tab';
import { FinancialTab } from './financial-tab';
import { ModerationTab } from './moderation-tab';
import { PricingTab } from './pricing-tab';
import { UsersTab } from './users-tab';
import { VenuesTab } from './venues-tab';

/** SPEC.md §9: redirects wait 1 second. */
const REDIRECT_DELAY_MS = 1000;

const TAB_ICONS: Record<AdminTab, typeof IconHome> = {
  users: IconUsers,
  venues: IconBuildingStore,
  financial: IconChartPie,
  admin: IconShieldLock,
  pricing: IconPercentage,
  messages: IconMessageCircle,
};

const TAB_CONTENT: Record<AdminTab, () => React.JSX.Element> = {
  users: UsersTab,
  venues: VenuesTab,
  financial: FinancialTab,
  admin: AdminsTab,
  pricing: PricingTab,
  messages: ModerationTab,
};

/** While the panel is on screen, an expired session ends here instead of on /login. */
function useAdminSessionExpiry(): void {
  useEffect(() => {
    let timer: number | undefined;
    const release = handleSessionExpiryOnScreen(() => {
      toast.error({ title: 'Sesión Expirada', message: 'Tu sesión ha expirado. Redirigiendo...' });
      timer = window.setTimeout(() => navigateToServer(serverPaths.login('admin')), REDIRECT_DELAY_MS);
    });
    return () => {
      release();
      window.clearTimeout(timer);
    };
  }, []);
}

/** Signed in, but not in the admin view: toast, then home after 1 s. */
function useDenyNonAdmins(denied: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!denied) return;
    toast.error({ title: 'Acceso Denegado', message: 'Solo los administradores pueden acceder a este panel.' });
    const timer = window.setTimeout(() => void navigate({ to: '/' }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [denied, navigate]);
}

function Redirecting({ text }: { text: string }) {
  return (
    <Page size="sm">
      <Card withBorder radius="lg" padding="xl">
        <Center>
          <Stack align="center" gap="sm">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed" role="status">
              {text}
            </Text>
          </Stack>
        </Center>
      </Card>
    </Page>
  );
}

export function AdminPanel({ tab, onTabChange }: { tab: AdminTab; onTabChange: (tab: AdminTab) => void }) {
  const { user } = useAuth();
  const isAdmin = user?.contextRole === 'admin';
  useAdminSessionExpiry();
  useDenyNonAdmins(user !== null && !isAdmin);

  if (!user) return <Redirecting text="Redirigiendo..." />;
  if (!isAdmin) return <Redirecting text="Redirigiendo al inicio..." />;

  return (
    <Page title="Panel de Administración" description="Usuarios, espacios, finanzas, administradores y precios.">
      <Tabs
        value={tab}
        onChange={(value) => isAdminTab(value) && onTabChange(value)}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label="Secciones del panel de administración">
          {ADMIN_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {ADMIN_TAB_LABELS[value]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {ADMIN_TABS.map((value) => {
          const Content = TAB_CONTENT[value];
          return (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Content />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Page>
  );
}
