import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { configurationTab } from '../shared/configuration-tabs';
import { resources } from '../resources';

export interface Crumb {
  label: string;
  to?: string;
}

/** Admin › Brands › Edit #3, read from the path and the resource list; also the page's document title. */
export function usePageCrumbs(): Crumb[] {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [, , first] = pathname.split('/');
  const crumbs: Crumb[] = [{ label: t('admin:nav.home'), to: '/admin/dashboard' }];
  // A resource's name may have more than one segment (`blog/article`): the longest that starts the path.
  const resource = resources
    .filter((r) => pathname === `/admin/${r.name}` || pathname.startsWith(`/admin/${r.name}/`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const [action, id] = resource ? pathname.slice(`/admin/${resource.name}/`.length).split('/') : [];
  if (resource) {
    crumbs.push({ label: t(resource.label.plural), to: `/admin/${resource.name}` });
    // A page at the resource's own id (`order/:id`) is matched by any segment but create and edit.
    const page = resource.pages?.find((p) => {
      const head = p.path.split('/')[0] ?? '';
      return head === action || (head.startsWith(':') && action !== undefined && action !== 'create' && action !== 'edit');
    });
    const pageId = page?.path.startsWith(':') ? action : id;
    if (action === 'create') crumbs.push({ label: t('common:actions.create') });
    else if (action === 'edit') crumbs.push({ label: t('common:breadcrumbs.edit', { id }) });
    else if (page) crumbs.push({ label: t(page.label, { id: pageId && page.crumbId ? page.crumbId(pageId) : pageId }) });
  } else if (first === 'profile') crumbs.push({ label: t('admin:nav.profile') });
  else if (first === 'dashboard') crumbs.push({ label: t('admin:nav.dashboard') });
  else if (first === 'test-quasar-editor') crumbs.push({ label: t('admin:nav.editor') });
  else if (first === 'outbox') crumbs.push({ label: t('admin:outbox.title') });
  else if (first === 'export-log') crumbs.push({ label: t('admin:exportLog.title') });
  else if (first === 'calculation') crumbs.push({ label: t('admin:calculation.title') });
  else if (first === 'service') {
    const [, , , view, viewId] = pathname.split('/');
    crumbs.push({ label: t('admin:application.title'), ...(view ? { to: '/admin/service' } : {}) });
    if (view === 'view') crumbs.push({ label: t('admin:application.viewTitle', { id: viewId }) });
  } else if (first === 'change_admin_template') crumbs.push({ label: t('admin:nav.changeAdminTemplate') });
  else if (first === 'configuration')
    crumbs.push(
      { label: t('admin:nav.configuration'), to: '/admin/configuration' },
      { label: t(`admin:configuration.tabs.${configurationTab(search)}`) },
    );
  return crumbs;
}

export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = usePageCrumbs();
  return (
    <Breadcrumb.Root size="sm" aria-label={t('common:breadcrumbs.label')}>
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <Breadcrumb.Item>
                {last || !crumb.to ? (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.to}>{crumb.label}</Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
