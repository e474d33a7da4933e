import type { ProductContract } from '@shop/core/catalog/product.contract';
import type { FormOf, InfoOf } from '@shop/core/shared/contract';
import type { VariantRow } from './variants';

/** The product form's values: the contract's, with the variant editor's rows (kept apart from the resource, which draws the editor). */
export type FormExtra = { stocks: VariantRow[]; hidden_stocks: VariantRow[] };
export type ProductForm = Omit<FormOf<typeof ProductContract>, keyof FormExtra> & FormExtra;

/** A product as the edit screen loads it (the contract's item type). */
export type Product = InfoOf<typeof ProductContract>;
