import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { sliderFields } from './slider.schema.js';

/** A slide as stored: its texts per language (`default` is the fallback), the rest global. */
export interface StoredSlide {
  key: string;
  image: string;
  link: string | null;
  enabled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  translations: Translations;
}

/** Sliders with their slides in one item; the storefront finds one by its identifier guard (`unique#slider#identifier#…`). */
export const sliderEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'slider', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...sliderFields.attributes,
          slides: { type: CustomAttributeType<StoredSlide[]>('any'), required: true },
        },
        indexes: ownPartitions('slider', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type SliderRecord = EntityItem<typeof sliderEntity>;
