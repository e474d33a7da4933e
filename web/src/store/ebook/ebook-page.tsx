import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
 * `/ebook?token=`: where an e-book mail's button leads. The token is the signed, expiring grant; the
 * API answers a five-minute signed download of the private file, which starts at once (and stays on
 * the page as a button). An expired or altered link says why.
 */
export function EbookPage() {
  const { t } = useTranslation();
  usePersonalHead(t('store:ebook.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const download = useQuery({
    queryKey: ['ebook', token],
    queryFn: () => unwrap(client.api.ebook.$get({ query: { token } })),
    enabled: token !== '',
    retry: false,
    staleTime: 60_000,
  });
  const url = download.data?.url;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10">
      <Heading as="h1" size="xl">
        {t('store:ebook.title')}
      </Heading>
      {!token && <Text role="alert">{t('store:ebook.missing')}</Text>}
      {download.isPending && token && <PageSpinner />}
      {download.isError && (
        <Stack role="alert" gap="1">
          <Text fontWeight="semibold">{t('store:ebook.failed')}</Text>
          {errorMessages(t, download.error).map((message) => (
            <Text key={message}>{message}</Text>
          ))}
        </Stack>
      )}
      {download.data && (
        <>
          <Text>{t('store:ebook.ready')}</Text>
          <Button asChild alignSelf="start">
            <a href={download.data.url}>{t('store:ebook.download', { name: download.data.file_name })}</a>
          </Button>
        </>
      )}
    </Stack>
  );
}
