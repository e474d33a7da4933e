import { Slider } from '@shop/core/content/slider';
import { SliderContract } from '@shop/core/content/slider.contract';
import { resourceRouter } from '../resource.js';

export const sliderRoutes = resourceRouter(SliderContract, {
  list: (query, filters, { language }) => Slider.list(query, language, filters),
  options: (query, filters, { language }) => Slider.options(query, language, filters),
  get: (id, { language }) => Slider.get(id, language),
  add: (input, { language }) => Slider.create(input, language),
  edit: (id, input, { language }) => Slider.update(id, input, language),
  remove: (id) => Slider.remove(id),
  batchUpdate: (ids, data) => Slider.batchUpdate(ids, data),
  batchRemove: (ids) => Slider.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/slider', sliderRoutes]] as const;
