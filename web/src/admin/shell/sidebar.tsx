import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAnnouncementUnread } from '../shared/announcement-queries';
import { resources } from '../resources';
import { useAdminCan } from './use-admin-profile';

interface Entry {
  to: string;
  label: string;
  /** A count beside the label (unread announcements on the dashboard), with its accessible text. */
  badge?: { text: string; label: string };
}

function SideLink({ to, label, badge }: Entry) {
  return (
    <NavLink to={to} end={false} style={{ display: 'block' }}>
      {({ isActive }) => (
        <Box
          px="3"
          py="2"
          borderRadius="md"
          bg={isActive ? 'blue.subtle' : undefined}
          color={isActive ? 'blue.fg' : undefined}
          _hover={{ bg: 'bg.muted' }}
        >
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" fontWeight={isActive ? 'semibold' : 'normal'}>
              {label}
            </Text>
            {badge && (
              <Badge colorPalette="blue" size="sm" aria-label={badge.label} data-testid="unread-announcements">
                {badge.text}
              </Badge>
            )}
          </HStack>
        </Box>
      )}
    </NavLink>
  );
}

function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {entries.map((entry) => (
        <li key={entry.to}>
          <SideLink {...entry} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * Menu entries the admin may open: a resource shows only with its `get <plural>` permission, under
 * its `navGroup` heading (groups in the order their first resource comes).
 */
export function Sidebar() {
  const { t } = useTranslation();
  const can = useAdminCan();
  const allowed = resources.filter((r) => can(r.permissions.list));
  const unread = useAnnouncementUnread().data;
  const badge = unread?.count
    ? { text: unread.count > 99 ? '99+' : String(unread.count), label: t('admin:announcement.inbox.unreadCount', { count: unread.count }) }
    : undefined;
  const entry = (r: (typeof resources)[number]): Entry => ({ to: `/admin/${r.name}`, label: t(r.label.plural) });
  const groups = [...new Set(allowed.map((r) => r.navGroup).filter((g): g is string => Boolean(g)))];
  return (
    <Box as="nav" aria-label={t('admin:nav.label')}>
      <Stack gap="3">
        <EntryList
          entries={[{ to: '/admin/dashboard', label: t('admin:nav.dashboard'), badge }, ...allowed.filter((r) => !r.navGroup).map(entry)]}
        />
        {groups.map((group) => (
          <Stack key={group} gap="1" role="group" aria-labelledby={`nav-group-${group}`}>
            <Text id={`nav-group-${group}`} px="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
              {t(group)}
            </Text>
            <EntryList entries={allowed.filter((r) => r.navGroup === group).map(entry)} />
          </Stack>
        ))}
        <EntryList
          entries={[
            ...(can('get configuration') ? [{ to: '/admin/configuration', label: t('admin:nav.configuration') }] : []),
            ...(can('get configuration') && can('update configuration')
              ? [{ to: '/admin/change_admin_template', label: t('admin:nav.changeAdminTemplate') }]
              : []),
            ...(can('get applications') ? [{ to: '/admin/service', label: t('admin:application.title') }] : []),
            ...(can('get calculations') ? [{ to: '/admin/calculation', label: t('admin:calculation.title') }] : []),
            ...(can('get membership_tiers') ? [{ to: '/admin/membership', label: t('admin:nav.membership') }] : []),
            ...(can('get export_logs') ? [{ to: '/admin/export-log', label: t('admin:nav.exportLog') }] : []),
            { to: '/admin/test-quasar-editor', label: t('admin:nav.editor') },
            { to: '/admin/profile', label: t('admin:nav.profile') },
          ]}
        />
      </Stack>
    </Box>
  );
}
