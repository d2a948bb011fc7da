/**
 * The landing page (SPEC.md §2 Landing).
 */
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CategoryTiles } from './category-tiles';
import classes from './landing-page.module.css';
import { OwnerCta } from './owner-cta';
import { PopularVenues } from './popular-venues';
import { SearchCard } from './search-card';
import { SiteFooter } from './site-footer';

// Only after signing in (?welcome=true): loaded then, not with the landing page.
const WelcomeBanner = lazy(() => import('./welcome-banner').then((module) => ({ default: module.WelcomeBanner })));

export function LandingPage({ welcome }: { welcome: boolean }) {
  return (
    <>
      {welcome && (
        <Suspense fallback={null}>
          <WelcomeBanner show />
        </Suspense>
      )}
      <Box className={classes.hero}>
        <Container size="lg" w="100%" px="md" py={{ base: 40, sm: 72 }}>
          <Stack gap="xl">
            <Stack gap="sm" maw={720}>
              <Title order={1} c="white" fz={{ base: 30, sm: 48 }} lh={1.1}>
                Renta el lugar perfecto, por hora
              </Title>
              <Text c="grape.0" fz={{ base: 'md', sm: 'lg' }}>
                Estudios de audio y foto, restaurantes, salones de eventos y salas de juntas en la Ciudad de México.
                Reserva en minutos y paga solo por el tiempo que usas.
              </Text>
            </Stack>
            <SearchCard />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" w="100%" px="md" py={{ base: 40, sm: 64 }}>
        <Stack gap={56}>
          <PopularVenues />
          <CategoryTiles />
          <OwnerCta />
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
