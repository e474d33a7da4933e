import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

/** The one site-settings item; `values` is validated by SiteSettings at the boundary. */
export const settingsEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'settings', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true, default: 'site' },
          values: { type: 'any', required: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
