import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addFormTexts } from '../../locales/forms';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script), and the lists' Previous/Next.
addPageTexts(personalTexts);
addFormTexts();

/**
 * Previous / "Page x of y" / Next under one of the account page's lists. Drawn only when there is more
 * than one page; several on one page each name their own list (`label`), so no id is shared.
 */
export function ListPager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common:list.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('store:orders.page', { page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common:list.next')}
      </Button>
    </HStack>
  );
}
