import { SliderContract } from '@shop/core/content/slider.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { SlidesInput } from './slides-input';

type SliderForm = FormOf<typeof SliderContract>;

/**
 * Sliders (`/admin/slider`, decision 0035): an identifier the storefront places them by (`home` on
 * the homepage), a title for staff and ordered slides whose title and text are per language.
 */
export const sliderResource = defineResource(SliderContract, {
  name: 'slider',
  label: { singular: 'admin:slider.singular', plural: 'admin:slider.plural' },
  translated: true,
  navOrder: 225,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:slider.fields.title', sortKey: 'name' },
    { key: 'identifier', label: 'admin:slider.fields.identifier' },
    { key: 'slide_count', label: 'admin:slider.fields.slideCount' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:slider.fields.title', widget: { type: 'text' }, required: true },
    {
      name: 'identifier',
      label: 'admin:slider.fields.identifier',
      widget: { type: 'text' },
      required: true,
      help: 'admin:slider.help.identifier',
    },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    customField<SliderForm, 'slides'>({ name: 'slides', label: 'admin:slider.fields.slides', component: SlidesInput }),
  ],
  defaults: { enabled: true, title: '', identifier: '', slides: [] },
  batchActions: ['enable', 'disable', 'delete'],
});
