import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { usePersonalHead } from '../shell/store-head';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

/**
 * `/unsubscribe?email=&signature=`: a marketing mail's link (spec §2). The signature is the shop's for
 * that address, so a changed address or a made-up link is refused and nothing changes; opening it
 * again says the same.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePersonalHead(t('store:unsubscribe.title'));
  const params = useSearchParams()[0];
  const email = params.get('email') ?? '';
  const signature = params.get('signature') ?? '';
  const result = useQuery({
    queryKey: ['unsubscribe', email, signature],
    queryFn: () => unwrap(client.api.unsubscribe[':email'].$get({ param: { email }, query: { signature } })),
    enabled: email !== '',
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10">
      <Heading as="h1" size="xl">
        {t('store:unsubscribe.title')}
      </Heading>
      {!email && <Text role="alert">{t('store:unsubscribe.missing')}</Text>}
      {result.isPending && email && <PageSpinner />}
      {result.isError && (
        <Stack role="alert" gap="1">
          <Text fontWeight="semibold">{t('store:unsubscribe.failed')}</Text>
          {errorMessages(t, result.error).map((message) => (
            <Text key={message}>{message}</Text>
          ))}
        </Stack>
      )}
      {result.data && <Text role="status">{t('store:unsubscribe.done', { email: result.data.email })}</Text>}
    </Stack>
  );
}
