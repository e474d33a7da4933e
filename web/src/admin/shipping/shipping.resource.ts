import { ShippingContract } from '@shop/core/shipping/shipping.contract';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { CountriesInput } from '../../components/resource/widgets/countries-input';
import type { FormOf } from '@shop/core/shared/contract';

type ShippingForm = FormOf<typeof ShippingContract>;

/**
 * Shipping methods (`/admin/shipping`): a name per language, a fee, free from an order subtotal,
 * the countries they serve (none: all the site's). Creating one needs `update configuration`
 * (spec section 6), so the Create button follows that permission (the contract's).
 */
export const shippingResource = defineResource(ShippingContract, {
  name: 'shipping',
  label: { singular: 'admin:shipping.singular', plural: 'admin:shipping.plural' },
  translated: true,
  navOrder: 250,
  navGroup: 'admin:nav.sales',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    { key: 'name', label: 'admin:shipping.fields.name' },
    { key: 'fee', label: 'admin:shipping.fields.fee' },
    { key: 'free_above', label: 'admin:shipping.fields.freeAbove', render: (row, t) => row.free_above ?? t('admin:shipping.never') },
    {
      key: 'countries',
      label: 'admin:shipping.fields.countries',
      render: (row, t) => (row.countries.length ? row.countries.join(', ') : t('admin:shipping.allCountries')),
    },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'admin:shipping.fields.name', widget: { type: 'text' }, translated: true, required: true },
    { name: 'fee', label: 'admin:shipping.fields.fee', widget: { type: 'text' }, required: true, help: 'admin:shipping.help.fee' },
    { name: 'free_above', label: 'admin:shipping.fields.freeAbove', widget: { type: 'text' }, help: 'admin:shipping.help.freeAbove' },
    customField<ShippingForm, 'countries'>({
      name: 'countries',
      label: 'admin:shipping.fields.countries',
      help: 'admin:shipping.help.countries',
      component: CountriesInput,
    }),
  ],
  defaults: { enabled: true, name: '', fee: '', free_above: '', countries: [] },
  batchActions: ['enable', 'disable', 'delete'],
});
