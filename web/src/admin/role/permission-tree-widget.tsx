import { Box, Checkbox, Code, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PERMISSION_GROUPS, permissionTree, type PermissionNode } from '@shop/core/access/permissions';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { PageSpinner } from '../../components/ui/states';
import { usePermissionTree } from './queries';

const leavesOf = (node: PermissionNode): string[] => (node.children?.length ? node.children.flatMap(leavesOf) : [node.key]);

function usePermissionLabel() {
  const { t } = useTranslation();
  return (permission: string) => {
    // A permission beyond a resource's actions (`update page_scripts`) has a text of its own.
    if (PERMISSION_GROUPS.some((g) => g.extra?.includes(permission))) {
      return t(`admin:permissions.extra.${permission.replace(' ', '_')}`, { defaultValue: permission });
    }
    const [action, resource] = permission.split(' ');
    const group = PERMISSION_GROUPS.find((g) => g.plural === resource || g.singular === resource);
    if (!action || !group) return permission;
    const scope = resource === group.plural && group.plural !== group.singular ? 'List' : '';
    return t(`admin:permissions.actions.${action}${scope}`, { defaultValue: permission });
  };
}

/** The role's permissions as groups of checkboxes; a group box toggles all its leaves. */
export function PermissionTreeWidget({ value, onChange, field }: WidgetProps<string[] | undefined>) {
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const label = usePermissionLabel();
  const selected = new Set(value ?? []);
  const nodes = tree.data ?? (tree.isError ? permissionTree() : undefined);

  const set = (keys: string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange([...next]);
  };

  if (!nodes) return <PageSpinner />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-labelledby={field.labelId}>
      {nodes.map((group) => {
        const leaves = leavesOf(group);
        const count = leaves.filter((l) => selected.has(l)).length;
        const groupTitle = t(`admin:permissions.groups.${group.key}`, { defaultValue: group.title });
        return (
          <Box key={group.key} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={groupTitle}>
            <Checkbox.Root
              checked={count === leaves.length && count > 0 ? true : count > 0 ? 'indeterminate' : false}
              onCheckedChange={(e) => set(leaves, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold">{groupTitle}</Checkbox.Label>
            </Checkbox.Root>
            <Stack gap="1" mt="2" ps="6">
              {leaves.map((leaf) => (
                <Checkbox.Root key={leaf} size="sm" checked={selected.has(leaf)} onCheckedChange={(e) => set([leaf], e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Text as="span">{label(leaf)}</Text>{' '}
                    <Code size="sm" variant="surface">
                      {leaf}
                    </Code>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
