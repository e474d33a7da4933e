import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The header's search box: goes to `/search/{keyword}` (spec section 2), where the keyword is checked. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = keyword.trim();
    if (term) navigate(`/search/${encodeURIComponent(term)}`);
  };
  return (
    <HStack as="form" role="search" gap="1" onSubmit={submit} flex={{ base: '1 1 100%', md: '0 1 auto' }} order={{ base: 3, md: 0 }}>
      <Input
        size="sm"
        type="search"
        aria-label={t('store:header.searchLabel')}
        placeholder={t('store:header.searchPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
      <Button type="submit" size="sm" variant="outline">
        {t('store:header.search')}
      </Button>
    </HStack>
  );
}
