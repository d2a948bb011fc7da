/**
 * /favoritos (issue 16): the venues I saved with the heart, newest first, as the same cards as
 * /venues. Removing a heart here takes the venue off the list once the server has answered.
 */
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconHeart } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../lib/links';
import { VenueGrid, VenueGridSkeleton } from '../../venues/components/venue-grid';
import { useFavoriteVenues } from '../api/use-favorites';

export function FavoritesPage() {
  const favorites = useFavoriteVenues();
  return (
    <Page title="Favoritos" description="Los espacios que guardaste para volver a verlos.">
      {favorites.isPending ? (
        <VenueGridSkeleton count={3} />
      ) : favorites.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus favoritos. Intenta de nuevo en unos segundos.
        </Alert>
      ) : favorites.data.length === 0 ? (
        <EmptyState
          order={2}
          icon={IconHeart}
          title="Aún no tienes espacios favoritos."
          action={<ButtonLink to="/venues">Explorar lugares</ButtonLink>}
        >
          Toca el corazón de un espacio para guardarlo aquí.
        </EmptyState>
      ) : (
        <VenueGrid venues={favorites.data} headingLevel={2} priorityCount={1} />
      )}
    </Page>
  );
}
