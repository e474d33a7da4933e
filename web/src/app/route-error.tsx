import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown when a page throws or its chunk cannot load; a reload fetches fresh chunks. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="alert">
      <Stack gap="3" align="center" textAlign="center">
        <Heading as="h1" size="lg">
          {t('common:states.pageError')}
        </Heading>
        <Text color="fg.muted">{t('common:states.pageErrorText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
