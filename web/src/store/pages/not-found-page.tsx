import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/ui/document-title';
import { useSiteName } from '../shell/store-context';

/** What an unknown, or disabled, page or product shows (static pages, product and category pages). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle([t('store:notFound.title'), useSiteName()]);
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
