import { useTranslation } from 'react-i18next';

/**
 * Shown when a page throws or its chunk cannot load; a reload fetches fresh chunks. Plain elements
 * and the classes of `store/blog/blog.css` (the button: header.css's solid button), which are in the
 * first stylesheet, so it draws whatever failed to load (decision 0045).
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="shop-route-error" role="alert">
      <div className="shop-route-error__body">
        <h1 className="shop-route-error__title">{t('common:states.pageError')}</h1>
        <p className="shop-route-error__text">{t('common:states.pageErrorText')}</p>
        <button type="button" className="shop-button shop-button--solid shop-button--md" onClick={() => window.location.reload()}>
          {t('common:actions.reload')}
        </button>
      </div>
    </div>
  );
}
