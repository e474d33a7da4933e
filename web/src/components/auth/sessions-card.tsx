import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../../lib/session';
import { notify } from '../../lib/toast';
import { errorMessages } from '../ui/messages';
import { logoutOthers } from './queries';

/**
 * "Sign out everywhere else" (`POST /api/admin/logout/others`, `POST /api/logout/others`): ends every
 * other session of the signed-in account; this one stays.
 */
export function SessionsCard({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const others = useMutation({
    mutationFn: () => logoutOthers(audience),
    onSuccess: ({ ended }) => notify.success(t('common:sessions.loggedOutOthers', { count: ended })),
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  return (
    <Card.Root as="section" aria-labelledby={`${audience}-sessions`}>
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h2" size="md" id={`${audience}-sessions`}>
            {t('common:sessions.title')}
          </Heading>
          <Text color="fg.muted">{t('common:sessions.logoutOthersHint')}</Text>
          <Button variant="outline" loading={others.isPending} onClick={() => others.mutate()}>
            {t('common:sessions.logoutOthers')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
