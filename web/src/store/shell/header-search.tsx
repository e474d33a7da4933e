import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasIgnoredCharacters, SEARCH_KEYWORD_MAX, searchableText } from '@shop/core/catalog/search.rules';

/**
 * The path of a search for what was typed (spec section 2: `/search/{keyword}`), or undefined when
 * it holds nothing to search — only punctuation, symbols or spaces (decision 0042). The keyword is
 * kept as typed (the page says what was searched for) and is one encoded path segment: `/`, `?`,
 * `#` and `%` are escaped, and since it holds a letter or a digit it is never `.` or `..`, which a
 * browser would resolve to another page.
 */
export function searchPath(typed: string): string | undefined {
  const keyword = Array.from(typed.trim().replace(/\s+/g, ' ')).slice(0, SEARCH_KEYWORD_MAX).join('').trim();
  if (searchableText(keyword) === '') return undefined;
  return `/search/${encodeURIComponent(keyword)}`;
}

/**
 * The header's search box: goes to `/search/{keyword}`. Punctuation and symbols are ignored by the
 * search, and the box says so under it; a keyword of those alone goes nowhere and asks for a letter
 * or a digit instead.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hintId = useId();
  const [keyword, setKeyword] = useState('');
  const [tried, setTried] = useState(false);
  const path = searchPath(keyword);
  const nothing = tried && keyword.trim() !== '' && path === undefined;
  const hint = nothing ? t('store:header.searchNothing') : hasIgnoredCharacters(keyword) ? t('store:header.searchIgnored') : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (path) navigate(path);
  };
  return (
    <Stack gap="0.5" flex={{ base: '1 1 100%', md: '0 1 auto' }} order={{ base: 3, md: 0 }}>
      <HStack as="form" role="search" gap="1" onSubmit={submit}>
        <Input
          size="sm"
          type="search"
          aria-label={t('store:header.searchLabel')}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={nothing || undefined}
          placeholder={t('store:header.searchPlaceholder')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setTried(false);
          }}
        />
        <Button type="submit" size="sm" variant="outline">
          {t('store:header.search')}
        </Button>
      </HStack>
      <Text id={hintId} aria-live="polite" fontSize="xs" color={nothing ? 'fg.error' : 'fg.muted'}>
        {hint}
      </Text>
    </Stack>
  );
}
