import { Button, HStack } from '@chakra-ui/react';
import { invoiceDate, invoiceNumber, isZeroAmount } from '@shop/core/order/order-document.rules';
import { COUNTRIES } from '@shop/core/shared/countries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { countryNamer } from '../../components/ui/country-select';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { fileUrl } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toUiLanguage, type UiLanguage } from '../../lib/languages';
import { adminKeys } from '../../lib/query-keys';
import { useOrder, type AdminOrder } from './queries';
import { personName } from '@shop/core/shared/person-name';

/**
 * An order's printable documents (decision 0048): `/admin/order/{id}/invoice` and
 * `/admin/order/{id}/packing-slip`, each a plain A4 page without the back office's frame, in the
 * order's language whatever the staff member's interface language is. Both read the order through
 * `GET /api/admin/order/{id}` and the shop through `GET /api/admin/order/document/shop`, so only
 * staff who may read the order get a document.
 */

type DocumentShop = AnswerOf<typeof client.api.admin.order.document.shop.$get>;
type Kind = 'invoice' | 'packing-slip';

const path = (orderId: number | string, kind: Kind) => `/admin/order/${String(orderId)}/${kind}`;

/** The two documents of an order, each opened in a new tab (for the order's screen). */
export function OrderDocumentLinks({ orderId }: { orderId: number | string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('admin:orderDocument.links')} data-no-print="">
      {(
        [
          ['invoice', 'admin:orderDocument.invoiceLink'],
          ['packing-slip', 'admin:orderDocument.packingSlipLink'],
        ] as const
      ).map(([kind, label]) => (
        <Button key={kind} asChild size="sm" variant="outline">
          <a href={path(orderId, kind)} target="_blank" rel="noopener" title={t('admin:orderDocument.newTab')}>
            {t(label)}
          </a>
        </Button>
      ))}
    </HStack>
  );
}

function useDocumentShop() {
  return useQuery({
    queryKey: adminKeys.documentShop(),
    queryFn: ({ signal }) => unwrap(client.api.admin.order.document.shop.$get(undefined, { init: { signal } })),
  });
}

/** The interface language of an order's texts: its content language, `default` being the site's main one. */
export function orderUiLanguage(order: Pick<AdminOrder, 'language'>, shop: Pick<DocumentShop, 'main_language'>): UiLanguage {
  return toUiLanguage(order.language === 'default' ? shop.main_language : order.language);
}

/** A4 on paper and in a PDF; on screen the sheet sits on a grey desk. Only the sheet prints. */
const DOCUMENT_CSS = `
@page { size: A4; margin: 14mm; }
.od-desk { background: #e5e7eb; min-height: 100vh; padding: 16px 8px 32px; }
.od-toolbar { max-width: 210mm; margin: 0 auto 12px; display: flex; justify-content: flex-end; }
.od-sheet { box-sizing: border-box; max-width: 210mm; min-height: 297mm; margin: 0 auto; padding: 14mm; background: #fff; color: #111;
  font: 10pt/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif;
  box-shadow: 0 1px 4px rgba(0,0,0,.2); }
.od-sheet h1 { font-size: 20pt; margin: 0 0 6pt; letter-spacing: .02em; }
.od-sheet h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: .06em; color: #555; margin: 0 0 3pt; }
.od-head { display: flex; justify-content: space-between; gap: 12mm; align-items: flex-start; margin-bottom: 10mm; }
.od-shop img { max-height: 18mm; max-width: 60mm; display: block; margin-bottom: 3mm; }
.od-shop-name { font-weight: 700; font-size: 12pt; }
.od-lines-pre { white-space: pre-line; }
.od-meta { text-align: end; }
.od-meta dl { display: grid; grid-template-columns: auto auto; gap: 1pt 8pt; margin: 0; justify-content: end; }
.od-meta dt { color: #555; }
.od-meta dd { margin: 0; font-weight: 600; }
.od-parties { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin-bottom: 8mm; }
.od-table { width: 100%; border-collapse: collapse; margin-bottom: 6mm; }
.od-table th { text-align: start; font-size: 9pt; color: #555; border-bottom: 1.5pt solid #111; padding: 3pt 4pt; }
.od-table td { border-bottom: .5pt solid #ccc; padding: 4pt; vertical-align: top; }
.od-table tr { break-inside: avoid; }
.od-num { text-align: end !important; white-space: nowrap; font-variant-numeric: tabular-nums; }
.od-variant { color: #555; font-size: 9pt; }
.od-totals { margin-inline-start: auto; min-width: 70mm; border-collapse: collapse; margin-bottom: 8mm; }
.od-totals th { text-align: start; font-weight: 400; padding: 2pt 4pt; }
.od-totals td { padding: 2pt 4pt; }
.od-totals .od-grand th, .od-totals .od-grand td { font-weight: 700; font-size: 12pt; border-top: 1.5pt solid #111; padding-top: 4pt; }
.od-note { color: #555; font-size: 9pt; }
.od-foot { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; }
.od-thanks { margin-top: 10mm; color: #555; }
@media print {
  html, body { background: #fff !important; }
  .od-desk { background: none; padding: 0; min-height: 0; }
  .od-toolbar, [data-scope="toast"] { display: none !important; }
  .od-sheet { box-shadow: none; padding: 0; max-width: none; min-height: 0; margin: 0; }
}
`;

function Address({ address, language }: { address: AdminOrder['shipping_address']; language: UiLanguage }) {
  const country = COUNTRIES.find((c) => c.alpha3 === address.country);
  return (
    <div>
      <div>{personName(address.first_name, address.last_name)}</div>
      <div className="od-lines-pre">{address.address}</div>
      <div>{country ? countryNamer(language)(country) : address.country}</div>
      <div>{address.contact_number}</div>
    </div>
  );
}

const variantOf = (line: AdminOrder['lines'][number]) => line.variant ?? Object.values(line.attributes).join(' / ');

/**
 * A document page: the order and the shop read, the texts in the order's language, the page's
 * title its number (a PDF saved from it is named so), and a Print button that does not print.
 */
function DocumentPage({ kind, children }: { kind: Kind; children: (ctx: DocumentContext) => ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const shop = useDocumentShop();
  const data = order.data && shop.data ? { order: order.data, shop: shop.data } : undefined;
  const language = data ? orderUiLanguage(data.order, data.shop) : undefined;
  const title = data ? (kind === 'invoice' ? invoiceNumber(data.order.order_number) : data.order.order_number) : undefined;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  if (order.isError || shop.isError)
    return (
      <ErrorState
        onRetry={() => {
          void order.refetch();
          void shop.refetch();
        }}
      />
    );
  if (!data || !language) return <PageSpinner />;
  const td = i18n.getFixedT(language, 'admin', 'orderDocument');
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  const money = (amount: string) => `${data.order.base_currency} ${amount}`;
  return (
    <div className="od-desk">
      <style>{DOCUMENT_CSS}</style>
      <div className="od-toolbar">
        <Button size="sm" onClick={() => window.print()}>
          {t('admin:orderDocument.print')}
        </Button>
      </div>
      <article className="od-sheet" lang={language} data-document={kind}>
        {children({ ...data, td, date, money, language })}
      </article>
    </div>
  );
}

interface DocumentContext {
  order: AdminOrder;
  shop: DocumentShop;
  /** A text of the document in the order's language (`admin:orderDocument.*`). */
  td: (key: string, options?: Record<string, unknown>) => string;
  date: (iso: string) => string;
  money: (amount: string) => string;
  language: UiLanguage;
}

/** The shop's block: logo, name (the legal one on an invoice), address, phone, email, registration. */
function ShopBlock({ shop, td, full }: { shop: DocumentShop; td: DocumentContext['td']; full: boolean }) {
  return (
    <div className="od-shop" data-testid="document-shop">
      {shop.logo && <img src={fileUrl(shop.logo)} alt="" />}
      <div className="od-shop-name">{(full && shop.shop_legal_name) || shop.name}</div>
      {shop.shop_address && <div className="od-lines-pre">{shop.shop_address}</div>}
      {full && shop.shop_phone && (
        <div>
          {td('phone')} {shop.shop_phone}
        </div>
      )}
      {full && shop.email && (
        <div>
          {td('email')} {shop.email}
        </div>
      )}
      {full && shop.shop_registration_number && (
        <div>
          {td('registrationNumber')} {shop.shop_registration_number}
        </div>
      )}
    </div>
  );
}

function Meta({ rows }: { rows: [string, string, string][] }) {
  return (
    <dl>
      {rows.map(([key, label, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={`document-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/admin/order/{id}/invoice`. */
export function OrderInvoicePage() {
  return (
    <DocumentPage kind="invoice">
      {({ order, shop, td, date, money, language }) => (
        <>
          <header className="od-head">
            <ShopBlock shop={shop} td={td} full />
            <div className="od-meta">
              <h1>{td('invoice')}</h1>
              <Meta
                rows={[
                  ['invoice-number', td('invoiceNumber'), invoiceNumber(order.order_number)],
                  ['invoice-date', td('invoiceDate'), date(invoiceDate(order))],
                  ['order-number', td('orderNumber'), order.order_number],
                ]}
              />
            </div>
          </header>
          <section className="od-parties">
            <div>
              <h2>{td('billTo')}</h2>
              <Address address={order.billing_address} language={language} />
              <div>{order.email}</div>
            </div>
            <div>
              <h2>{td('shipTo')}</h2>
              <Address address={order.shipping_address} language={language} />
            </div>
          </section>
          <table className="od-table">
            <thead>
              <tr>
                <th>{td('product')}</th>
                <th>{td('sku')}</th>
                <th className="od-num">{td('quantity')}</th>
                <th className="od-num">{td('unitPrice')}</th>
                <th className="od-num">{td('lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <div>{line.name ?? line.sku}</div>
                    {variantOf(line) && <div className="od-variant">{variantOf(line)}</div>}
                  </td>
                  <td>{line.sku}</td>
                  <td className="od-num" data-testid="document-quantity">
                    {line.quantity}
                  </td>
                  <td className="od-num">{money(line.unit_price)}</td>
                  <td className="od-num">{money(line.line_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="od-totals" aria-label={td('grandTotal')}>
            <tbody>
              <tr>
                <th>{td('subtotal')}</th>
                <td className="od-num">{money(order.subtotal)}</td>
              </tr>
              {!isZeroAmount(order.discount) && (
                <tr>
                  <th>{td('discount')}</th>
                  <td className="od-num">−{money(order.discount.replace(/^-/, ''))}</td>
                </tr>
              )}
              <tr>
                <th>{td('shipping')}</th>
                <td className="od-num">{money(order.shipping_fee)}</td>
              </tr>
              <tr data-testid="document-tax">
                <th>
                  {td('tax')}
                  {isZeroAmount(order.tax) && <div className="od-note">{td('taxNone')}</div>}
                </th>
                <td className="od-num">{money(order.tax)}</td>
              </tr>
              <tr className="od-grand">
                <th>{td('grandTotal')}</th>
                <td className="od-num" data-testid="document-grand-total">
                  {money(order.grand_total)}
                </td>
              </tr>
            </tbody>
          </table>
          <section className="od-foot">
            <div>
              <h2>{td('paymentMethod')}</h2>
              <div data-testid="document-payment-method">{td(`paymentMethods.${order.payment.method}`)}</div>
              <div className="od-note">{td('currency', { currency: order.base_currency })}</div>
            </div>
            <div>
              <h2>{td('shippingMethod')}</h2>
              <div>{order.shipping_method.name}</div>
            </div>
          </section>
          <p className="od-thanks">{td('thanks')}</p>
        </>
      )}
    </DocumentPage>
  );
}

/** `/admin/order/{id}/packing-slip`: who and what to pack, no prices. */
export function OrderPackingSlipPage() {
  return (
    <DocumentPage kind="packing-slip">
      {({ order, shop, td, date, language }) => (
        <>
          <header className="od-head">
            <ShopBlock shop={shop} td={td} full={false} />
            <div className="od-meta">
              <h1>{td('packingSlip')}</h1>
              <Meta
                rows={[
                  ['order-number', td('orderNumber'), order.order_number],
                  ['order-date', td('orderDate'), date(order.created_at)],
                ]}
              />
            </div>
          </header>
          <section className="od-parties">
            <div>
              <h2>{td('shipTo')}</h2>
              <Address address={order.shipping_address} language={language} />
            </div>
            <div>
              <h2>{td('shippingMethod')}</h2>
              <div>{order.shipping_method.name}</div>
            </div>
          </section>
          <table className="od-table">
            <thead>
              <tr>
                <th>{td('product')}</th>
                <th>{td('sku')}</th>
                <th className="od-num">{td('quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <div>{line.name ?? line.sku}</div>
                    {variantOf(line) && <div className="od-variant">{variantOf(line)}</div>}
                  </td>
                  <td>{line.sku}</td>
                  <td className="od-num" data-testid="document-quantity">
                    {line.quantity}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </DocumentPage>
  );
}
