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
 * or a digit instead. Plain elements drawn as Chakra's input and button (`header.css`, decision 0044).
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
    <div className="shop-search">
      <form role="search" onSubmit={submit}>
        <input
          className="shop-input"
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
        <button type="submit" className="shop-button shop-button--outline">
          {t('store:header.search')}
        </button>
      </form>
      <p id={hintId} aria-live="polite" className={nothing ? 'shop-search__hint shop-search__hint--error' : 'shop-search__hint'}>
        {hint}
      </p>
    </div>
  );
}
