/**
 * /owner-dashboard (SPEC.md §2): figures, the owner's venues, the 5 most recent
 * bookings, blocked time, the private calendar feed and (issue 18) the week/month calendar. Users who are neither
 * owner nor admin see the restricted notice.
 */
import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../lib/links';
import { useIsDesktop, useIsPhone } from '../../../lib/screen';
import { useAuth } from '../../auth/hooks/use-auth';
import { useOwnerStats } from '../api/use-owner-tools';
import { useMyVenues } from '../api/use-owner-venues';
import { canManageVenues } from '../owner-access';
import { CalendarFeedCard } from './calendar-feed-card';
import { LazyOwnerCalendar } from './lazy-owner-calendar';
import { OwnerStatsGrid } from './owner-stats';
import { OwnerVenueList } from './owner-venue-list';
import { RecentBookings } from './recent-bookings';
import { RestrictedNotice } from './restricted-notice';

const RESTRICTED = 'Acceso Restringido: Solo los propietarios pueden acceder a este dashboard.';

function Dashboard() {
  const stats = useOwnerStats();
  const venues = useMyVenues();
  const isPhone = useIsPhone();
  // The week grid needs a wide screen; narrower ones get the agenda list (issue 18).
  const isDesktop = useIsDesktop();
  const venuesColumn = (
    <Grid.Col key="venues" span={{ base: 12, lg: 7 }}>
      <OwnerVenueList />
    </Grid.Col>
  );
  const bookingsColumn = (
    <Grid.Col key="bookings" span={{ base: 12, lg: 5 }}>
      <Stack gap="xl">
        <RecentBookings bookings={stats.data?.recentBookings} loading={stats.isPending} failed={stats.isError} />
        <CalendarFeedCard />
      </Stack>
    </Grid.Col>
  );
  return (
    <Page
      title="Dashboard Propietario"
      description="Tus espacios, reservas e ingresos."
      actions={
        <ButtonLink to="/add-venue" leftSection={<IconPlus size={18} aria-hidden />}>
          Agregar Venue
        </ButtonLink>
      }
    >
      <OwnerStatsGrid stats={stats.data} loading={stats.isPending} />
      <Grid gap="xl">
        {/* On phones the recent bookings come first (issue 19: reachable without scrolling past
            every venue); the DOM follows what is seen, so the keyboard meets them in that order. */}
        {isPhone ? [bookingsColumn, venuesColumn] : [venuesColumn, bookingsColumn]}
      </Grid>
      <Stack gap="sm" component="section" aria-labelledby="owner-calendar-title">
        <Title order={2} fz="xl" id="owner-calendar-title">
          Calendario de reservas
        </Title>
        {venues.isError ? (
          <Text c="dimmed">No pudimos cargar tus espacios.</Text>
        ) : venues.data ? (
          <LazyOwnerCalendar venues={venues.data} compact={!isDesktop} />
        ) : (
          <Skeleton h={320} />
        )}
      </Stack>
    </Page>
  );
}

export function OwnerDashboard() {
  const { user } = useAuth();
  if (!canManageVenues(user)) return <RestrictedNotice message={RESTRICTED} />;
  return <Dashboard />;
}
