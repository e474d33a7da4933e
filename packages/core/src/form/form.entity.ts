import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import type { LeadSource } from '../shared/lead-source.schema.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { formFields, HISTORY_STATUSES, type SubmittedValue, type TabInfo } from './form.schema.js';

/** Forms with their tabs and fields in one item; the storefront finds one by its url guard (`unique#form#url#…`). */
export const formEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'form', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...formFields.attributes,
          tabs: { type: CustomAttributeType<TabInfo[]>('any'), required: true },
        },
        indexes: ownPartitions('form', { ...baseIndexes, ...filterIndexes(1, 'enabled') }),
      },
      ENTITY_CONFIG,
    ),
);

export type FormRecord = EntityItem<typeof formEntity>;

/** A file kept with a submission: its private key and the name it was sent under. */
export interface StoredFile {
  file: string;
  name: string;
}

/**
 * Submissions (`submit_histories`): a form's in its filter-slot-1 partition, a shopper's in slot 2.
 * `limit_key` (`<form id>#<customer id>`) is set only for a limit_submit form's signed-in submission: its
 * unique guard makes "one per shopper" hold under parallel requests (decision 0063).
 */
export const historyEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'form_history', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          form_id: { type: 'number', required: true },
          user_id: { type: 'number' },
          status: { type: HISTORY_STATUSES, required: true },
          values: { type: CustomAttributeType<Record<string, SubmittedValue>>('any'), required: true },
          /** The form's fields as they were when sent (titles and types), so a later edit keeps old answers readable. */
          fields: {
            type: CustomAttributeType<{ key: string; title: string; type: TabInfo['fields'][number]['type'] }[]>('any'),
            required: true,
          },
          admin_files: { type: CustomAttributeType<StoredFile[]>('any'), required: true },
          lead_source: { type: 'string' },
          funnel_id: { type: 'number' },
          service_product_id: { type: 'number' },
          language: { type: 'string', required: true },
          limit_key: { type: 'string' },
        },
        indexes: ownPartitions('form_history', {
          ...baseIndexes,
          ...filterIndexes(1, 'form_id'),
          ...filterIndexes(2, 'user_id'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type HistoryRecord = EntityItem<typeof historyEntity> & { lead_source?: LeadSource };
