// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../components/ui/theme';
import { testI18n } from '../../components/ui/test-i18n';
import { OrderDocumentLinks, orderUiLanguage } from './order-documents';

afterEach(cleanup);

describe('order documents', () => {
  it('links the order’s invoice and packing slip, each opened in a new tab, in the staff member’s language', async () => {
    const i18n = await testI18n('zh-HK');
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={getSystem()}>
          <OrderDocumentLinks orderId={7} />
        </ChakraProvider>
      </I18nextProvider>,
    );
    const group = within(document.body).getByRole('group', { name: '訂單文件' });
    const invoice = within(group).getByRole('link', { name: '發票' });
    const slip = within(group).getByRole('link', { name: '裝箱單' });
    expect(invoice.getAttribute('href')).toBe('/admin/order/7/invoice');
    expect(slip.getAttribute('href')).toBe('/admin/order/7/packing-slip');
    for (const link of [invoice, slip]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('are in the order’s language: `default` is the site’s main one', () => {
    expect(orderUiLanguage({ language: 'zh_hk' }, { main_language: 'en_us' })).toBe('zh-HK');
    expect(orderUiLanguage({ language: 'zh_cn' }, { main_language: 'en_us' })).toBe('zh-CN');
    expect(orderUiLanguage({ language: 'default' }, { main_language: 'zh_hk' })).toBe('zh-HK');
    expect(orderUiLanguage({ language: 'en_us' }, { main_language: 'zh_hk' })).toBe('en-US');
  });
});
