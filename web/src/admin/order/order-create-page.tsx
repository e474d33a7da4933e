import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormMessage, SubmitButton, TextareaField } from '../../components/form';
import { SectionCard } from '../../components/ui/section-card';
import type { CreateValues } from './order-create-form';
import { LinesSection } from './order-create-lines';
import { AddressSections, CustomerSection, PaymentSection, ShippingMethodSection } from './order-create-parts';
import { useDebouncedQuote, useOrderCreateForm } from './use-order-create-form';
import { OrderSummaryCard } from './order-summary-card';
import { useOrderCustomer, useShippingMethods } from './queries';

/**
 * /admin/order/create (spec section 2; decision 0032): staff enter an order for an existing customer,
 * paid offline — the customer, the variants and quantities, the addresses (saved or new), the
 * shipping method and a comment. The summary is the server's own pricing of the lines as they stand;
 * the order is created once however often it is submitted, then opens at /admin/order/{id}.
 */
export function OrderCreatePage() {
  const { t } = useTranslation();
  const form = useOrderCreateForm();

  const values = useWatch({ control: form.form.control }) as CreateValues;
  const customer = useOrderCustomer(values.customer_id);

  // A customer chosen (or changed): their default addresses are chosen for them, else a new one.
  useEffect(() => {
    const addresses = customer.data?.addresses ?? [];
    const pick = (kind: 'default_shipping' | 'default_billing') => String(addresses.find((a) => a[kind])?.id ?? 'new');
    form.form.setValue('shipping_choice', pick('default_shipping'));
    form.form.setValue('billing_choice', pick('default_billing'));
  }, [customer.data, form.form]);

  const saved = customer.data?.addresses ?? [];
  const country =
    values.shipping_choice === 'new'
      ? values.shipping.country
      : (saved.find((a) => String(a.id) === values.shipping_choice)?.country ?? '');
  const methods = useShippingMethods(country);

  const summary = useDebouncedQuote(values.lines, values.shipping_method_id, country);
  const { asked, quote } = summary;
  const money = (amount: string | null | undefined) =>
    amount === null || amount === undefined ? '—' : `${quote.data?.base_currency ?? ''} ${amount}`.trim();

  const title = t('admin:order.create.title');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <form
        id={form.id}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.stopPropagation();
          void form.onSubmit(e);
        }}
      >
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
          <Stack gap="4" gridColumn={{ xl: 'span 2' }} minW="0">
            <CustomerSection form={form} customer={customer} />
            <LinesSection form={form} lines={values.lines} summary={summary} money={money} />
            <AddressSections form={form} values={values} customer={customer} />
            <ShippingMethodSection form={form} country={country} methods={methods} />
            <PaymentSection form={form} />
            <SectionCard title={t('admin:order.comments')} id="order-create-comment-section">
              <TextareaField form={form} name="comment" rows={3} label={t('admin:order.create.comment')} />
            </SectionCard>
          </Stack>

          <OrderSummaryCard quote={quote} asked={asked.lines.length > 0} money={money}>
            <FormMessage form={form} />
            <HStack gap="3" wrap="wrap">
              <SubmitButton form={form}>{t('admin:order.create.submit')}</SubmitButton>
              <Button asChild variant="outline">
                <Link to="/admin/order">{t('common:actions.back')}</Link>
              </Button>
            </HStack>
          </OrderSummaryCard>
        </SimpleGrid>
      </form>
    </Stack>
  );
}
