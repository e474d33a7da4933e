// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../components/ui/test-i18n';
import { ArticleDate } from './article-date';

afterEach(cleanup);

/** What the interface's own date texts give, for a date, in a language. */
async function shown(language: string, date: string) {
  const i18n = await testI18n(language);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ArticleDate date={date} />
    </I18nextProvider>,
  );
  const time = container.querySelector('time');
  expect(time?.getAttribute('dateTime')).toBe(date);
  return time?.textContent;
}

describe('ArticleDate (decision 0039)', () => {
  it('writes the long date as Intl does, without making an Intl formatter', async () => {
    const long = (language: string, date: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    for (const date of ['2026-11-24', '2025-01-05', '2024-02-29']) {
      expect(await shown('en-US', date)).toBe(long('en-US', date));
      expect(await shown('zh-HK', date)).toBe(long('zh-HK', date));
      expect(await shown('zh-CN', date)).toBe(long('zh-CN', date));
    }
  });
});
