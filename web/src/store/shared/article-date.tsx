import { useTranslation } from 'react-i18next';

/**
 * The day an article was published (`YYYY-MM-DD`), written in the interface language from its own
 * texts ("November 24, 2026", "2026年11月24日": what `Intl.DateTimeFormat`'s long date gives). The
 * first `Intl.DateTimeFormat` a page makes loads the calendar data, ~20 ms of main thread on a phone,
 * in the homepage's first render (decision 0039). A plain paragraph (`blog.css`, decision 0045).
 */
export function ArticleDate({ date }: { date: string }) {
  const { t } = useTranslation();
  const [year, month, day] = date.split('-').map(Number);
  // `monthNames`: the twelve months as the language writes them in a date, "January" or "1".
  const shown = t('store:blog.date', { year, month: t('store:blog.monthNames').split(' ')[(month ?? 1) - 1], day });
  return (
    <p className="shop-article-date">
      {t('store:blog.published')} <time dateTime={date}>{shown}</time>
    </p>
  );
}
