import { Listing } from '../catalog/listing.js';
import { Product } from '../catalog/product.js';
import type { StoreProductCard } from '../catalog/product.schema.js';
import { Form } from '../form/form.js';
import { NotFoundError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';

export interface StoreService {
  id: number;
  url: string;
  name: string;
  description: string;
  image: string | null;
  is_approval_required: boolean;
  stock_id: number | null;
  /** The form an application fills (`GET /api/form/{url}`), when the service needs approval. */
  form_url: string | null;
}

/** The storefront's services (`/service`, `/service/:url`): visible products of type service. */
export const Services = {
  /** `GET /api/service`: a page of visible services as listing cards (their own filter partitions, never the catalogue). */
  async list(query: ListQuery, view: { language: string; showPrices: boolean }): Promise<Page<StoreProductCard>> {
    const page = await Product.list(query, view.language, { type: 'service', visibled: true });
    const cards = await Listing.cards(
      page.data.map((p) => p.id),
      view,
    );
    return { ...page, data: page.data.flatMap((p) => (cards.has(p.id) ? [cards.get(p.id)!] : [])) };
  },

  /** `GET /api/service/{url}`: one service and, when it needs approval, the form its application fills. */
  async get(url: string, language: string): Promise<StoreService> {
    const service = await Product.service({ url }, language);
    if (!service) throw new NotFoundError('Service not found');
    const formUrl = service.is_approval_required && service.form_id ? (await Form.urls([service.form_id])).get(service.form_id) : undefined;
    const { form_id: _form, ...shown } = service;
    return { ...shown, form_url: formUrl ?? null };
  },
};
