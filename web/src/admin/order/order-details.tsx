import { Card, SimpleGrid, Stack, Table, Text, HStack } from '@chakra-ui/react';
import { COUNTRIES } from '@shop/core/shared/countries';
import { personName } from '@shop/core/shared/person-name';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { countryNamer } from '../../components/ui/country-select';
import { translateValue } from '../../components/ui/messages';
import { dateTime, fileUrl } from '../../lib/format';
import type { AdminOrder } from './queries';

function Address({ title, address }: { title: string; address: AdminOrder['shipping_address'] }) {
  const { i18n } = useTranslation();
  const country = COUNTRIES.find((c) => c.alpha3 === address.country);
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <Text>{personName(address.first_name, address.last_name)}</Text>
      <Text whiteSpace="pre-line">{address.address}</Text>
      <Text color="fg.muted">
        {country ? countryNamer(i18n.language)(country) : address.country} · {address.contact_number}
      </Text>
    </Stack>
  );
}

/** The order as a document: who, where to, the lines, the totals, how it ships and how it was paid. */
export function OrderDetails({ order: o }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const can = useCan();
  const money = (amount: string) => `${o.base_currency} ${amount}`;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Stack gap="1">
              <Text fontWeight="semibold">{t('admin:order.customer')}</Text>
              <Text>{o.email}</Text>
              {o.customer_id !== null && can('get user') && (
                <Link to={`/admin/customer/edit/${String(o.customer_id)}`}>
                  <Text color="fg.info" textDecoration="underline">
                    {t('admin:order.openCustomer')}
                  </Text>
                </Link>
              )}
              <Text color="fg.muted" fontSize="sm">
                {dateTime(o.created_at)}
              </Text>
            </Stack>
            <Address title={t('admin:order.shippingAddress')} address={o.shipping_address} />
            <Address title={t('admin:order.billingAddress')} address={o.billing_address} />
          </SimpleGrid>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin:order.fields.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:product.fields.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('admin:order.fields.unitPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('admin:order.fields.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('admin:order.fields.lineTotal')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {o.lines.map((l) => (
                  <Table.Row key={l.id}>
                    <Table.Cell>
                      {l.name ?? l.sku}
                      {Object.values(l.attributes).length > 0 && (
                        <Text as="span" color="fg.muted">
                          {' '}
                          ({l.variant ?? Object.values(l.attributes).join(' / ')})
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{l.sku}</Table.Cell>
                    <Table.Cell textAlign="end">{money(l.unit_price)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {l.quantity}
                      {l.refunded_quantity > 0 && (
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {' '}
                          ({t('admin:order.refund.refundedUnits', { count: l.refunded_quantity })})
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{money(l.line_total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack gap="1" alignSelf="end" minW="64" aria-label={t('admin:order.totals')}>
            {(
              [
                ['subtotal', o.subtotal],
                ['shipping', o.shipping_fee],
                ['discount', o.discount],
                ['tax', o.tax],
              ] as const
            ).map(([key, amount]) => (
              <HStack key={key} justify="space-between">
                <Text>{t(`admin:order.fields.${key}`)}</Text>
                <Text>{money(amount)}</Text>
              </HStack>
            ))}
            {/* What the discount is made of, each naming its promotion (decision 0068) or the points spent. */}
            {o.discounts.map((d, i) => (
              <HStack key={i} justify="space-between" ps="3" fontSize="sm" color="fg.muted" data-testid="order-discount-line">
                <Text>{d.code ? `${d.name} (${d.code})` : d.name}</Text>
                <Text>
                  −{money(d.amount)}
                  {d.on === 'shipping' ? ` (${t('admin:order.fields.shipping')})` : ''}
                </Text>
              </HStack>
            ))}
            <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="1">
              <Text>{t('admin:order.fields.grandTotal')}</Text>
              <Text data-testid="order-grand-total">{money(o.grand_total)}</Text>
            </HStack>
            {o.refunds.length > 0 && (
              <HStack justify="space-between" color="fg.error">
                <Text>{t('admin:order.refund.refundedTotal')}</Text>
                <Text data-testid="order-refunded-total">−{money(o.refunded_total)}</Text>
              </HStack>
            )}
            {o.currency.identifier !== o.base_currency && (
              <Text fontSize="sm" color="fg.muted">
                {t('admin:order.shopperCurrency', { currency: o.currency.identifier, rate: o.currency.rate })}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Stack gap="1">
              <Text fontWeight="semibold">{t('admin:order.shippingMethod')}</Text>
              <Text>{o.shipping_method.name}</Text>
              {o.shipment && (
                <Text data-testid="order-shipment">{[o.shipment.carrier, o.shipment.tracking_number].filter(Boolean).join(' · ')}</Text>
              )}
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold">{t('admin:order.payment')}</Text>
              <Text>
                {translateValue(t, o.payment.method)} · {o.payment.currency} {o.payment.amount}
              </Text>
              {o.payment.intent_id && (
                <Text fontSize="sm" color="fg.muted">
                  {o.payment.intent_id}
                </Text>
              )}
              {o.payment.proof && (
                <a href={fileUrl(o.payment.proof)} target="_blank" rel="noreferrer">
                  <Stack gap="1">
                    <Text fontSize="sm" color="fg.info" textDecoration="underline">
                      {t('admin:order.proof')}
                    </Text>
                    <img src={fileUrl(o.payment.proof)} alt={t('admin:order.proof')} style={{ maxWidth: '12rem', maxHeight: '12rem' }} />
                  </Stack>
                </a>
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
