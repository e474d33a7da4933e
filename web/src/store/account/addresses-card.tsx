import { Badge, Button, Card, Checkbox, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AddressInput } from '@shop/core/customer/address.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField, useSchemaForm, type SchemaFormHandle } from '../../components/form';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { customerKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { addressesQuery, createAddress, deleteAddress, updateAddress, type Address } from '../shared/address-queries';
import { useCountryOptions } from '../shared/country-options';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { personName } from '@shop/core/shared/person-name';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type AddressValues = z.input<typeof AddressInput>;

const EMPTY: AddressValues = {
  first_name: '',
  last_name: '',
  country: '',
  contact_number: '',
  address: '',
  default_billing: false,
  default_shipping: false,
};

function CheckboxField({ form, name, label }: { form: SchemaFormHandle<AddressValues>; name: Path<AddressValues>; label: string }) {
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** Add (no `address`) or change one address in a dialog, checked with the API's `AddressInput`. */
function AddressDialog({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const [open, setOpen] = useState(false);
  const values: AddressValues = address ? { ...address } : EMPTY;
  const form = useSchemaForm({
    id: address ? `address-${String(address.id)}` : 'address-new',
    defaultValues: values,
    schema: AddressInput,
    submit: (body) => (address ? updateAddress(address.id, body) : createAddress(body)),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: customerKeys.addresses() });
    },
  });
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (next) form.form.reset(values);
        setOpen(next);
      }}
      trigger={
        <Button size="sm" variant={address ? 'outline' : 'solid'} colorPalette={address ? undefined : 'blue'}>
          {address ? t('common:actions.edit') : t('store:addresses.add')}
        </Button>
      }
      title={address ? t('store:addresses.edit') : t('store:addresses.add')}
      submitLabel={t('common:actions.save')}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField form={form} name="first_name" required autoComplete="given-name" label={t('common:fields.firstName')} />
        <TextField form={form} name="last_name" required autoComplete="family-name" label={t('common:fields.lastName')} />
      </SimpleGrid>
      <SelectField form={form} name="country" required options={countries} label={t('store:addresses.country')} />
      <TextField form={form} name="contact_number" type="tel" required autoComplete="tel" label={t('store:addresses.contactNumber')} />
      <TextareaField form={form} name="address" required rows={3} label={t('store:addresses.address')} />
      <CheckboxField form={form} name="default_billing" label={t('store:addresses.defaultBilling')} />
      <CheckboxField form={form} name="default_shipping" label={t('store:addresses.defaultShipping')} />
    </FormDialog>
  );
}

/** The account page's address book: add, change, delete (asked first); the defaults are marked. */
export function AddressesCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const countries = useCountryOptions();
  const addresses = useQuery(addressesQuery());
  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: (left) => {
      queryClient.setQueryData(customerKeys.addresses(), left);
      notify.success(t('common:toasts.deleteSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.deleteFail'), errorMessages(t, error)),
  });
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md">
              {t('store:addresses.title')}
            </Heading>
            <AddressDialog />
          </HStack>
          {addresses.isPending ? (
            <PageSpinner />
          ) : addresses.isError ? (
            <ErrorState onRetry={() => void addresses.refetch()} />
          ) : addresses.data.length === 0 ? (
            <EmptyMessage title={t('store:addresses.empty')} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {addresses.data.map((a) => (
                <Stack
                  as="li"
                  key={a.id}
                  gap="1"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  aria-label={`${personName(a.first_name, a.last_name)}, ${a.address}`}
                >
                  <HStack justify="space-between" align="start" wrap="wrap">
                    <Text fontWeight="semibold">{personName(a.first_name, a.last_name)}</Text>
                    <HStack gap="1">
                      {a.default_billing && <Badge colorPalette="blue">{t('store:addresses.defaultBilling')}</Badge>}
                      {a.default_shipping && <Badge colorPalette="green">{t('store:addresses.defaultShipping')}</Badge>}
                    </HStack>
                  </HStack>
                  <Text whiteSpace="pre-line">{a.address}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {countryName(a.country)} · {a.contact_number}
                  </Text>
                  <HStack gap="2" pt="1">
                    <AddressDialog address={a} />
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      loading={remove.isPending && remove.variables === a.id}
                      onClick={() =>
                        void confirm({
                          title: t('store:addresses.deleteTitle'),
                          description: a.address,
                          confirmLabel: t('common:actions.delete'),
                          destructive: true,
                        }).then((ok) => ok && remove.mutate(a.id))
                      }
                    >
                      {t('common:actions.delete')}
                    </Button>
                  </HStack>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
