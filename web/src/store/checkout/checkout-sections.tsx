import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressChooser, ChoiceField, SelectField, type SchemaFormHandle } from '../../components/form';
import { translateMessage } from '../../components/ui/messages';
import { SectionCard } from '../../components/ui/section-card';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useCountryOptions } from '../shared/country-options';
import { useMoney } from '../shell/money';
import { shippingFee, type ShippingChoice } from './checkout-data';
import type { CheckoutValues } from './checkout-form';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type CheckoutForm = SchemaFormHandle<CheckoutValues>;

/** The shopper's saved addresses to choose from (signed in), or the fields of a new one. */
export function CheckoutAddress({
  form,
  kind,
  saved,
}: {
  form: CheckoutForm;
  kind: 'shipping' | 'billing';
  saved: { id: number; label: string }[];
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  return (
    <AddressChooser
      form={form}
      kind={kind}
      saved={saved}
      labels={{
        group: t(`store:checkout.${kind}Address`),
        newAddress: t('store:checkout.newAddress'),
        contactNumber: t('store:addresses.contactNumber'),
        address: t('store:addresses.address'),
      }}
      country={(name) => <SelectField form={form} name={name} required options={countries} label={t('store:addresses.country')} />}
    />
  );
}

/** The form's message about the shipping method, in the shopper's language. */
function MethodMessage({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation();
  const message = form.form.formState.errors.shipping_method_id?.message;
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {translateMessage(t, message)}
    </Text>
  );
}

interface ShippingMethodSectionProps {
  form: CheckoutForm;
  /** The shipping address's country ('' before there is one). */
  country: string;
  methods: UseQueryResult<ShippingChoice[]>;
  subtotal: string;
}

/** The methods that deliver to the address's country, each with its fee for this cart. */
export function ShippingMethodSection({ form, country, methods, subtotal }: ShippingMethodSectionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <SectionCard title={t('store:checkout.shippingMethod')}>
      {!country && <MethodMessage form={form} />}
      {!country ? (
        <Text color="fg.muted">{t('store:checkout.chooseCountry')}</Text>
      ) : methods.isPending ? (
        <PageSpinner />
      ) : methods.isError ? (
        <ErrorState onRetry={() => void methods.refetch()} />
      ) : methods.data.length === 0 ? (
        <Text color="fg.error">{t('store:checkout.noMethods')}</Text>
      ) : (
        <Stack gap="2">
          <ChoiceField
            form={form}
            name="shipping_method_id"
            label={t('store:checkout.shippingMethod')}
            choices={methods.data.map((m) => {
              const cost = shippingFee(m, subtotal);
              return { value: String(m.id), label: `${m.name} · ${Number(cost) === 0 ? t('store:checkout.free') : money(cost)}` };
            })}
          />
          <MethodMessage form={form} />
        </Stack>
      )}
    </SectionCard>
  );
}

/** Card or bank transfer (card only when the shop takes cards), and what happens next. */
export function PaymentSection({ form, card, method }: { form: CheckoutForm; card: boolean; method: string | undefined }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('store:checkout.payment')}>
      {card ? (
        <ChoiceField
          form={form}
          name="payment_method"
          label={t('store:checkout.payment')}
          choices={(['card', 'offline'] as const).map((m) => ({ value: m, label: t(`common:paymentMethod.${m}`) }))}
        />
      ) : (
        <Text>{t('common:paymentMethod.offline')}</Text>
      )}
      <Text color="fg.muted" fontSize="sm">
        {t(method === 'card' && card ? 'store:checkout.cardHelp' : 'store:checkout.offlineHelp')}
      </Text>
    </SectionCard>
  );
}
