import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { SliderInfo, SliderInput, SliderRow } from './slider.schema.js';

/** The slider resource's HTTP contract (decision 0035). */
export const SliderContract = contract({
  group: permissionGroup('slider'),
  path: 'slider',
  input: SliderInput,
  info: SliderInfo,
  row: SliderRow,
  filters: enabledFilter,
});
