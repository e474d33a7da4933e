import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { resources } from '../resources';
import { useAdminCan } from './use-admin-profile';

interface Entry {
  to: string;
  label: string;
}

function SideLink({ to, label }: Entry) {
  return (
    <NavLink to={to} end={false} style={{ display: 'block' }}>
      {({ isActive }) => (
        <Box px="3" py="2" borderRadius="md" bg={isActive ? 'blue.subtle' : undefined} color={isActive ? 'blue.fg' : undefined} _hover={{ bg: 'bg.muted' }}>
          <Text fontSize="sm" fontWeight={isActive ? 'semibold' : 'normal'}>
            {label}
          </Text>
        </Box>
      )}
    </NavLink>
  );
}

/** Menu entries the admin may open: a resource shows only with its `get <plural>` permission. */
export function Sidebar() {
  const { t } = useTranslation();
  const can = useAdminCan();
  const entries: Entry[] = [
    { to: '/admin/dashboard', label: t('admin:nav.dashboard') },
    ...resources
      .filter((r) => can(`get ${r.permissions.plural}`))
      .map((r) => ({ to: `/admin/${r.name}`, label: t(r.label.plural) })),
    { to: '/admin/profile', label: t('admin:nav.profile') },
  ];
  return (
    <Box as="nav" aria-label={t('admin:nav.label')}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {entries.map((entry) => (
          <li key={entry.to}>
            <SideLink {...entry} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
