import { Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { personName } from '@shop/core/shared/person-name';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/resource/permissions';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { notify } from '../../lib/toast';
import { CustomerAddressDialog, useAllCountries } from './customer-address-dialog';
import { customerAddressesQuery, deleteAddress, saveAddress, type AdminAddress } from './customer-address-queries';

type DefaultKind = 'default_billing' | 'default_shipping';

/** One default radio of a row: all rows' radios of a kind form one group (`name`), so one is chosen. */
function DefaultRadio({
  checked,
  address,
  kind,
  label,
  onChoose,
  disabled,
}: {
  checked: boolean;
  address: AdminAddress;
  kind: DefaultKind;
  label: string;
  onChoose: () => void;
  disabled: boolean;
}) {
  return (
    <Box
      as="label"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="8"
      minH="8"
      cursor={disabled ? 'default' : 'pointer'}
    >
      <input
        type="radio"
        name={kind}
        checked={checked}
        disabled={disabled}
        aria-label={`${label}: ${address.address}`}
        onChange={onChoose}
        style={{ width: '1.1rem', height: '1.1rem' }}
      />
    </Box>
  );
}

/**
 * The customer form's address book (spec §3 "addresses (editable table)"): add, edit and delete
 * (asked first) and the default billing and shipping radios. The server keeps exactly one default of
 * each kind in one conditional write of the customer, so the table always shows the book it answers.
 * The table scrolls inside its card on a phone.
 */
export function CustomerAddresses({ id }: { id: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const query = customerAddressesQuery(id);
  const book = useQuery(query);
  const editable = can('update user');
  const show = (next: AdminAddress[]) => queryClient.setQueryData(query.queryKey, next);
  const failed = (error: unknown) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
  // The choice being saved shows at once, set in the click's own render: a controlled radio whose
  // state waited for the mutation's (batched, later) render would snap back for a moment. The
  // server's book replaces it, or the old choice comes back on failure.
  const [picked, setPicked] = useState<{ kind: DefaultKind; id: number }>();
  const choose = useMutation({
    mutationFn: ({ address, kind }: { address: AdminAddress; kind: DefaultKind }) =>
      saveAddress(id, address.id, { ...address, [kind]: true }),
    onSettled: () => setPicked(undefined),
    onSuccess: (next) => {
      show(next);
      notify.success(t('common:toasts.submitSuccess'));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (address: AdminAddress) => deleteAddress(id, address.id),
    onSuccess: (next) => {
      show(next);
      notify.success(t('common:toasts.deleteSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.deleteFail'), errorMessages(t, error)),
  });
  const countries = useAllCountries();
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;
  const radio = (kind: DefaultKind, label: string) => (a: AdminAddress) => (
    <DefaultRadio
      checked={picked?.kind === kind ? picked.id === a.id : a[kind]}
      address={a}
      kind={kind}
      label={label}
      disabled={!editable || choose.isPending || picked !== undefined}
      onChoose={() => {
        setPicked({ kind, id: a.id });
        choose.mutate({ address: a, kind });
      }}
    />
  );

  return (
    <Card.Root as="section" aria-labelledby="customer-addresses-title">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="customer-addresses-title">
              {t('admin:customer.addresses.title')}
            </Heading>
            {editable && <CustomerAddressDialog customerId={id} onSaved={show} />}
          </HStack>
          {book.isPending ? (
            <PageSpinner />
          ) : book.isError ? (
            <ErrorState onRetry={() => void book.refetch()} />
          ) : book.data.length === 0 ? (
            <Text color="fg.muted">{t('admin:customer.addresses.empty')}</Text>
          ) : (
            <SimpleTable
              label={t('admin:customer.addresses.title')}
              busy={book.isFetching || choose.isPending || remove.isPending}
              rows={book.data}
              rowKey={(a) => a.id}
              columns={[
                { header: t('admin:customer.addresses.name'), cell: (a) => personName(a.first_name, a.last_name) },
                {
                  header: t('admin:customer.addresses.address'),
                  cell: (a) => (
                    <Text whiteSpace="pre-line" minW="40">
                      {a.address}
                    </Text>
                  ),
                },
                { header: t('admin:customer.addresses.country'), cell: (a) => countryName(a.country) },
                { header: t('admin:customer.addresses.contactNumber'), cell: (a) => a.contact_number, props: { whiteSpace: 'nowrap' } },
                {
                  header: t('admin:customer.addresses.defaultBilling'),
                  cell: radio('default_billing', t('admin:customer.addresses.defaultBilling')),
                  props: { textAlign: 'center' },
                },
                {
                  header: t('admin:customer.addresses.defaultShipping'),
                  cell: radio('default_shipping', t('admin:customer.addresses.defaultShipping')),
                  props: { textAlign: 'center' },
                },
                ...(editable
                  ? [
                      {
                        header: t('common:list.actions'),
                        cell: (a: AdminAddress) => (
                          <HStack gap="2">
                            <CustomerAddressDialog customerId={id} address={a} onSaved={show} />
                            <Button
                              size="sm"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`${t('common:actions.delete')}: ${a.address}`}
                              loading={remove.isPending && remove.variables.id === a.id}
                              onClick={() =>
                                void confirm({
                                  title: t('admin:customer.addresses.deleteTitle'),
                                  description: a.address,
                                  confirmLabel: t('common:actions.delete'),
                                  destructive: true,
                                }).then((ok) => ok && remove.mutate(a))
                              }
                            >
                              {t('common:actions.delete')}
                            </Button>
                          </HStack>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
