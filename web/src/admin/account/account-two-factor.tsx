import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { useAdminProfile } from '../shell/use-admin-profile';

/** The super admin's role (decision 0064: only it changes how others sign in). */
const SUPER_ADMIN_ROLE = 1;

/**
 * Under the account edit form: whether this admin signs in with a second factor, and for the super
 * admin a reset for someone who lost both their phone and their recovery codes (decision 0064).
 */
export function AccountTwoFactor({ id, enabled }: { id: string; enabled: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const me = useAdminProfile().data;
  const reset = useMutation({
    mutationFn: () => unwrap(client.api.admin.account[':id{[0-9]+}']['two-factor'].reset.$post({ param: { id } })),
    onSuccess: () => {
      notify.success(t('admin:account.twoFactor.resetDone'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('account').all });
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  const mayReset = enabled && me?.role.id === SUPER_ADMIN_ROLE && String(me.id) !== id;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('admin:account.twoFactor.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text>
            <Badge colorPalette={enabled ? 'green' : 'gray'}>
              {enabled ? t('admin:account.twoFactor.on') : t('admin:account.twoFactor.off')}
            </Badge>
          </Text>
          {mayReset && (
            <Button
              variant="outline"
              colorPalette="red"
              loading={reset.isPending}
              onClick={() =>
                void confirm({
                  title: t('admin:account.twoFactor.resetConfirm'),
                  description: t('admin:account.twoFactor.resetText'),
                  confirmLabel: t('admin:account.twoFactor.reset'),
                  destructive: true,
                }).then((ok) => ok && reset.mutate())
              }
            >
              {t('admin:account.twoFactor.reset')}
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
