import { Button, HStack, NativeSelect, Text, Field } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shop/core/shared/paging';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function ListPagination({ page, perPage, total, onPage, onPerPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <HStack as="nav" aria-label={t('common:list.pagination')} justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        <Field.Root orientation="horizontal" width="auto" id="list-page-size">
          <Field.Label whiteSpace="nowrap">{t('common:list.perPage')}</Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field value={String(perPage)} onChange={(e) => onPerPage(Number(e.currentTarget.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('common:list.total', { count: total })}
        </Text>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common:list.previous')}
        </Button>
        <Text fontSize="sm" aria-live="polite">
          {t('common:list.pageOf', { page, pages })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common:list.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
