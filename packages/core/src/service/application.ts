import { Product } from '../catalog/product.js';
import { Customer } from '../customer/customer.js';
import { Form } from '../form/form.js';
import { submitForm, type SubmitFormInput } from '../form/form-submit.js';
import { sendMail } from '../mail/mail.js';
import { Settings } from '../settings/settings.js';
import { env } from '../shared/env.js';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { personName } from '../shared/person-name.js';
import type { ApplicationRecord } from './application.entity.js';
import { reviewMail } from './application-mail.js';
import type { ApplicationInfo, ApplicationReview, ApplicationStatus, MyApplication } from './application.schema.js';
import { applicationStore } from './application.store.js';

export const APPLY_LOGIN = 'Please log in to apply for this service.';
export const NO_APPLICATION_NEEDED = 'This service needs no application: add it to your cart.';
export const ALREADY_PENDING = 'Your application for this service is waiting for review.';
export const ALREADY_REVIEWED = 'This application has already been reviewed.';
const SERVICE_NOT_FOUND = 'Service not found';

export interface ApplicationFilters {
  customer_id?: number;
  status?: ApplicationStatus;
  product_id?: number;
}

/** Names of a page's customers, and names and urls of its services (one BatchGet each). */
async function present(records: readonly ApplicationRecord[], language: string): Promise<ApplicationInfo[]> {
  const [customers, products] = await Promise.all([
    Customer.many([...new Set(records.map((r) => r.customer_id))]),
    Product.labels(
      records.map((r) => r.product_id),
      language,
    ),
  ]);
  const byId = new Map(customers.map((c) => [c.id, c]));
  return records.map((r) => {
    const customer = byId.get(r.customer_id);
    return {
      id: r.id,
      customer_id: r.customer_id,
      customer_name: customer ? personName(customer.first_name, customer.last_name) : '',
      customer_email: customer?.email ?? '',
      product_id: r.product_id,
      product_name: products.get(r.product_id)?.name ?? '',
      // The service's page (`/service/{url}`): an approved application buys it there (decision 0067).
      product_url: products.get(r.product_id)?.url ?? null,
      form_id: r.form_id ?? null,
      history_id: r.history_id ?? null,
      status: r.status,
      message: r.message ?? null,
      reviewed_by: r.reviewed_by ?? null,
      reviewed_at: r.reviewed_at ?? null,
      used_order_id: r.used_order_id ?? null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

const mine = ({ customer_id: _c, customer_name: _n, customer_email: _e, reviewed_by: _r, ...rest }: ApplicationInfo): MyApplication => rest;

/**
 * Service applications (issue 28 §6): a shopper applies for a service that needs approval by filling
 * its form; staff approve or reject it (`/admin/service`), and the shopper is mailed the decision; an
 * approved application lets them buy the service once.
 */
export const Applications = {
  /** `POST /api/service/{url}`: the service's form sent, and the application made (pending). */
  async apply(
    url: string,
    input: Omit<SubmitFormInput, 'url' | 'form' | 'attribution' | 'customerId'> & { customerId: number | null },
  ): Promise<MyApplication> {
    if (input.customerId === null) throw new UnauthorizedError(APPLY_LOGIN);
    const customerId = input.customerId;
    const service = await Product.service({ url }, input.language);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND);
    if (!service.is_approval_required || !service.form_id) throw ValidationError.field('url', NO_APPLICATION_NEEDED);
    const waiting = await applicationStore.list(
      { page: 1, per_page: 10, order: 'desc' },
      { customer_id: customerId, product_id: service.id, status: 'pending' },
    );
    if (waiting.total > 0) throw new ConflictError(ALREADY_PENDING);
    const form = await Form.record(service.form_id);
    const sent = await submitForm({ ...input, customerId, form, attribution: { service_product_id: service.id } });
    const record = await applicationStore.create({
      customer_id: customerId,
      product_id: service.id,
      form_id: form.id,
      history_id: sent.history_id,
      status: 'pending',
      language: input.language,
    });
    const [info] = await present([record], input.language);
    return mine(info!);
  },

  /** `GET /api/application`: the shopper's own applications, newest first. */
  async mine(customerId: number, query: ListQuery, language: string): Promise<Page<MyApplication>> {
    const page = await applicationStore.list(query, { customer_id: customerId });
    return { ...page, data: (await present(page.data, language)).map(mine) };
  },

  async list(query: ListQuery, language: string, filters: ApplicationFilters = {}): Promise<Page<ApplicationInfo>> {
    const page = await applicationStore.list(query, { ...filters });
    return { ...page, data: await present(page.data, language) };
  },

  async get(id: number, language: string): Promise<ApplicationInfo> {
    const [info] = await present([await applicationStore.get(id)], language);
    return info!;
  },

  /** Staff's decision on a pending application (once: a second decision, or a race, is 409), mailed to the shopper. */
  async review(id: number, input: ApplicationReview, adminId: number, language: string): Promise<ApplicationInfo> {
    const record = await applicationStore.update(
      id,
      (current) => {
        if (current.status !== 'pending') throw new ConflictError(ALREADY_REVIEWED);
        return {
          status: input.status,
          message: input.message || undefined,
          reviewed_by: adminId,
          reviewed_at: new Date().toISOString(),
        };
      },
      { conflict: () => new ConflictError(ALREADY_REVIEWED) },
    );
    const [customer, service, settings] = await Promise.all([
      Customer.get(record.customer_id),
      Product.service({ id: record.product_id }, record.language),
      Settings.get(),
    ]);
    if (service) {
      await sendMail(
        reviewMail({
          to: customer.email,
          status: input.status,
          service: service.name,
          link: `${env().APP_URL}/service/${encodeURIComponent(service.url)}`,
          message: input.message,
          slot: record.language,
          mainLanguage: settings.main_language,
        }),
      );
    }
    return Applications.get(id, language);
  },
};
