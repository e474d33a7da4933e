import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The day an article was published (`YYYY-MM-DD`), written in the interface language. */
export function ArticleDate({ date }: { date: string }) {
  const { i18n, t } = useTranslation();
  const shown = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <Text color="fg.muted" fontSize="sm">
      {t('store:blog.published')} <time dateTime={date}>{shown}</time>
    </Text>
  );
}
