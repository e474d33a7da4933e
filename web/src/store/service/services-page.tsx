import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { servicesQuery } from './service-data';

/** `/service` (spec §2): the visible services, each linking to its page (`/service/{url}`). */
export function ServicesPage() {
  const { t } = useTranslation();
  const { language } = useStore();
  const services = useQuery(servicesQuery(language));
  useStoreHead({ title: t('store:service.title'), path: '/service' });
  if (services.isPending) return <PageSpinner />;
  if (services.isError) return <ErrorState onRetry={() => void services.refetch()} />;
  return (
    <section className="shop-static-page">
      <h1 className="shop-static-page__title">{t('store:service.title')}</h1>
      {services.data.data.length === 0 ? (
        <p className="shop-static-page__muted">{t('store:service.none')}</p>
      ) : (
        <ul style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
          {services.data.data.map((service) => (
            <li key={service.id}>
              <Link to={`/service/${encodeURIComponent(service.url)}`} style={{ display: 'grid', gap: '0.5rem' }}>
                {service.image_path && (
                  <img src={fileUrl(service.image_path)} alt="" width={224} height={224} style={{ width: '100%', height: 'auto' }} />
                )}
                <span style={{ fontWeight: 600 }}>{service.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
