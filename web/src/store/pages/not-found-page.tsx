import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStoreHead } from '../shell/store-head';

/**
 * What an unknown, or disabled, page or product shows (static pages, product and category pages),
 * answered with the status 404 by the server (decision 0044). Its head outranks the page's own.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useStoreHead({ title: t('store:notFound.title'), noindex: true }, 2);
  return (
    <Stack gap="4" align="center" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        {t('store:notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('store:notFound.text')}</Text>
      <Button asChild colorPalette="blue">
        <Link to="/">{t('store:notFound.home')}</Link>
      </Button>
    </Stack>
  );
}

/** The page at an address no route knows (`/nope/really`). */
export const NotFoundRoute = NotFoundPage;
