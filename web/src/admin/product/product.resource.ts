import { Badge } from '@chakra-ui/react';
import { createElement } from 'react';
import { PRODUCT_TYPES, STOCK_STATUSES } from '@shop/core/catalog/product.schema';
import { ProductContract } from '@shop/core/catalog/product.contract';
import {
  customField,
  defineResource,
  nameColumn,
  updatedAtColumn,
  VISIBILITY_ACTIONS,
  visibilityColumn,
  visibilityFilter,
} from '../../components/resource';
import { codeFrom } from '../../components/resource/derive';
import { InventoryHistory } from './inventory-history';
import { productSaved } from './queries';
import { VariantEditor } from './variant-editor';
import { fromSaved, newVariant } from './variants';
import type { FormExtra, ProductForm } from './product-form';

export type { Product, ProductForm } from './product-form';

/**
 * Products: the standard fields are declarations; the one custom piece is the variant/stock editor
 * (`VariantEditor`), which owns `stocks`, `options` and the set-aside `hidden_stocks`. The API's
 * `ProductInput` validates the whole form, nested rows included.
 */

const service = ({ values }: { values: ProductForm }) => values.type === 'service';
const flag = (name: keyof ProductForm & string, label: string, help?: string) =>
  ({ name, label, widget: { type: 'switch' }, section: 'flags', help }) as const;

export const productResource = defineResource<typeof ProductContract, FormExtra>(ProductContract, {
  name: 'product',
  label: { singular: 'admin:product.singular', plural: 'admin:product.plural' },
  translated: true,
  navOrder: 100,
  navGroup: 'admin:nav.catalogue',
  defaultSort: { sort: 'id', order: 'desc' },
  searchHelp: 'admin:product.help.search',
  rowLabel: (row) => row.name || row.sku,
  columns: [
    { key: 'image_path', label: 'admin:product.fields.image', kind: 'image' },
    nameColumn(),
    { key: 'sku', label: 'admin:product.fields.sku' },
    { key: 'type', label: 'admin:product.fields.type', render: (row, t) => t(`admin:product.types.${row.type}`) },
    { key: 'price', label: 'admin:product.fields.price' },
    { key: 'variant_count', label: 'admin:product.fields.variants' },
    {
      key: 'stock_status',
      label: 'admin:product.fields.stockStatus',
      render: (row, t) =>
        createElement(
          Badge,
          { colorPalette: row.stock_status === 'in_stock' ? 'green' : 'red' },
          t(`admin:product.stockStatus.${row.stock_status}`),
        ),
    },
    visibilityColumn('admin:product.fields.visibility'),
    updatedAtColumn(),
  ],
  filters: [
    { name: 'brand_id', label: 'admin:product.fields.brand', remote: { resource: 'brand', label: 'title' } },
    {
      name: 'category_id',
      label: 'admin:product.fields.category',
      remote: { resource: 'menu', path: 'menu/flat', label: 'display_title', filter: (row) => row.type === 'category' },
    },
    {
      name: 'type',
      label: 'admin:product.fields.type',
      options: PRODUCT_TYPES.map((value) => ({ value, label: `admin:product.types.${value}` })),
    },
    visibilityFilter('admin:product.fields.visibility'),
    {
      name: 'stock_status',
      label: 'admin:product.fields.stockStatus',
      options: STOCK_STATUSES.map((value) => ({ value, label: `admin:product.stockStatus.${value}` })),
    },
  ],
  sections: [
    { name: 'basic', label: 'admin:product.sections.basic', columns: 2 },
    { name: 'flags', label: 'admin:product.sections.flags', columns: 3 },
    { name: 'content', label: 'admin:product.sections.content' },
    { name: 'images', label: 'admin:product.sections.images' },
    { name: 'variants', label: 'admin:product.sections.variants' },
    { name: 'commissions', label: 'admin:product.sections.commissions' },
  ],
  formWidth: 'wide',
  createRedirect: 'edit',
  fields: [
    {
      name: 'type',
      label: 'admin:product.fields.type',
      widget: { type: 'select', options: PRODUCT_TYPES.map((value) => ({ value, label: `admin:product.types.${value}` })) },
      required: true,
      section: 'basic',
    },
    {
      name: 'brand_id',
      label: 'admin:product.fields.brand',
      widget: { type: 'select', remote: { resource: 'brand', label: 'title' }, valueType: 'number' },
      section: 'basic',
    },
    {
      name: 'name',
      label: 'common:fields.name',
      widget: { type: 'text' },
      translated: true,
      required: true,
      section: 'basic',
      span: 'full',
    },
    {
      name: 'sku',
      label: 'admin:product.fields.sku',
      widget: { type: 'text' },
      required: true,
      section: 'basic',
      help: 'admin:product.help.autoFill',
      derive: { from: 'name', value: (name) => codeFrom([name], { upper: true }) },
    },
    {
      name: 'url',
      label: 'admin:product.fields.url',
      widget: { type: 'text' },
      required: true,
      section: 'basic',
      help: 'admin:product.help.autoFill',
      derive: { from: 'name', value: (name) => codeFrom([name]) },
    },
    {
      name: 'is_approval_required',
      label: 'admin:product.fields.isApprovalRequired',
      widget: { type: 'switch' },
      visible: service,
      section: 'basic',
    },
    {
      name: 'form_id',
      label: 'admin:product.fields.formId',
      widget: { type: 'number' },
      visible: service,
      section: 'basic',
      help: 'admin:product.help.formId',
    },
    {
      name: 'categories',
      label: 'admin:product.fields.categories',
      widget: {
        type: 'multiSelect',
        remote: { resource: 'menu', path: 'menu/flat', label: 'display_title', filter: (row) => row.type === 'category' },
        valueType: 'number',
      },
      section: 'basic',
      span: 'full',
    },
    flag('visibled', 'admin:product.fields.visibled'),
    flag('is_new', 'admin:product.fields.isNew'),
    flag('is_featured', 'admin:product.fields.isFeatured'),
    flag('is_hot', 'admin:product.fields.isHot'),
    flag('has_expiry_date', 'admin:product.fields.hasExpiryDate'),
    flag('track_inventories', 'admin:product.fields.trackInventories'),
    {
      name: 'description',
      label: 'common:fields.description',
      widget: { type: 'richText', size: 'medium' },
      translated: true,
      section: 'content',
    },
    { name: 'meta_title', label: 'admin:product.fields.metaTitle', widget: { type: 'text' }, translated: true, section: 'content' },
    {
      name: 'meta_description',
      label: 'admin:product.fields.metaDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'content',
    },
    {
      name: 'image_list',
      label: 'admin:product.fields.images',
      widget: { type: 'imageList', max: 20 },
      section: 'images',
      help: 'admin:product.help.images',
    },
    customField({
      name: 'stocks',
      label: 'admin:product.fields.variants',
      component: VariantEditor,
      also: ['options'],
      required: true,
      section: 'variants',
    }),
    {
      name: 'commissions',
      label: 'admin:product.fields.commissions',
      widget: {
        type: 'rows',
        columns: [
          { name: 'level', label: 'admin:product.fields.level', input: 'number', help: 'admin:product.help.level' },
          { name: 'percentage', label: 'admin:product.fields.percentage', input: 'number' },
        ],
        newRow: (rows) => ({ level: rows.length + 1, percentage: '' }),
        max: 10,
        addLabel: 'admin:product.commissions.add',
      },
      help: 'admin:product.help.commissions',
      section: 'commissions',
    },
  ],
  defaults: {
    type: 'general',
    name: '',
    sku: '',
    url: '',
    description: '',
    meta_title: '',
    meta_description: '',
    is_new: false,
    is_featured: false,
    is_hot: false,
    visibled: true,
    has_expiry_date: false,
    track_inventories: true,
    is_approval_required: false,
    form_id: null as never,
    brand_id: null as never,
    categories: [],
    image_list: [],
    options: [],
    stocks: [newVariant('', {}, 0)],
    hidden_stocks: [],
    commissions: [],
  },
  // Hidden variants are set aside (shown greyed, restorable) and not sent: the API keeps them hidden.
  toForm: (item) => ({
    stocks: item.stocks.filter((s) => s.visibled).map(fromSaved),
    hidden_stocks: item.stocks.filter((s) => !s.visibled).map(fromSaved),
    is_approval_required: item.is_approval_required ?? false,
    commissions: item.commissions.map((c) => ({ level: c.level, percentage: c.percentage })),
  }),
  // Commission rows without a percentage are dropped (spec section 5).
  toPayload: (body) => ({
    ...body,
    commissions: ((body.commissions ?? []) as { level: number; percentage?: string }[]).filter(
      (c) => c.percentage !== undefined && c.percentage !== '',
    ),
  }),
  afterSave: ({ saved, queryClient }) => {
    if (saved?.id !== undefined) void productSaved(queryClient, saved.id);
  },
  formExtras: InventoryHistory,
  importable: true,
  exportable: true,
  batchActions: [...VISIBILITY_ACTIONS, 'delete'],
});
