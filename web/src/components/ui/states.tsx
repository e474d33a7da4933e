import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import './states.css';

/** The states every page shares, plain elements (`states.css`): the storefront's pages draw no Chakra (decision 0045). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="shop-state shop-state--page" role="status" aria-live="polite">
      <span className="shop-spinner" aria-hidden="true" />
      <div className="shop-visually-hidden">{t('common:states.loading')}</div>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="shop-state shop-state--error" role="alert">
      <div className="shop-state__stack">
        <p className="shop-state__title">{t('common:states.error')}</p>
        {message && <p className="shop-state__muted">{message}</p>}
        {onRetry && (
          <button type="button" className="shop-button shop-button--outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </button>
        )}
      </div>
    </div>
  );
}

export function EmptyMessage({ title, description }: { title: string; description?: string }) {
  return (
    <div className="shop-empty">
      <div className="shop-empty__content">
        <div className="shop-empty__text">
          <h3 className="shop-empty__title">{title}</h3>
          {description && <p className="shop-empty__description">{description}</p>}
        </div>
      </div>
    </div>
  );
}

/** Small spinner shown while any call is running (spec section 7). */
export function ActivityIndicator() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="shop-state shop-state--inline" role="status" aria-live="polite">
      <span className="shop-spinner shop-spinner--sm" aria-hidden="true" />
      <div className="shop-visually-hidden">{t('common:states.loading')}</div>
    </div>
  );
}
