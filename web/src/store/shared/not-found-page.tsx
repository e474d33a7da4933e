import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStoreHead } from '../shell/store-head';

/**
 * What an unknown, or disabled, page or product shows (static pages, product and category pages),
 * answered with the status 404 by the server (decision 0044). Its head outranks the page's own.
 * Plain elements and the classes of `blog.css` (the link drawn as header.css's solid button).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useStoreHead({ title: t('store:notFound.title'), noindex: true }, 2);
  return (
    <div className="shop-not-found">
      <h1 className="shop-not-found__title">{t('store:notFound.title')}</h1>
      <p className="shop-not-found__text">{t('store:notFound.text')}</p>
      <Link className="shop-button shop-button--solid shop-button--md shop-palette-blue" to="/">
        {t('store:notFound.home')}
      </Link>
    </div>
  );
}

/** The page at an address no route knows (`/nope/really`). */
export const NotFoundRoute = NotFoundPage;
