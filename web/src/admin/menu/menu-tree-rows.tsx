import { Badge, Box, chakra, HStack, IconButton, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { find, type FlatNode, type TreeNode } from './menu-tree';

/** How far a level of the tree is indented (px); dragging sideways by as much changes the level. */
export const INDENT = 28;

interface MoveButtonsProps {
  flat: FlatNode;
  tree: TreeNode[];
  saving: boolean;
  /** Moves a menu under a parent (null: the top level) to an index among its siblings. */
  move: (id: number, parentId: number | null, index: number) => Promise<void>;
}

/** A row's moves without dragging: up, down, into the previous sibling, out of its parent. */
export function MoveButtons({ flat, tree, saving, move }: MoveButtonsProps) {
  const { t } = useTranslation();
  const siblings = flat.parentId === null ? tree : (find(tree, flat.parentId)?.node.children ?? []);
  const previous = siblings[flat.index - 1];
  const parent = flat.parentId === null ? undefined : find(tree, flat.parentId);
  const name = flat.node.title;
  return (
    <HStack gap="1">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('admin:menu.tree.moveUp', { name })}
        disabled={saving || flat.index === 0}
        onClick={() => void move(flat.node.id, flat.parentId, flat.index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('admin:menu.tree.moveDown', { name })}
        disabled={saving || flat.index >= siblings.length - 1}
        onClick={() => void move(flat.node.id, flat.parentId, flat.index + 1)}
      >
        ↓
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('admin:menu.tree.indent', { name })}
        disabled={saving || !previous}
        onClick={() => previous && void move(flat.node.id, previous.id, previous.children.length)}
      >
        →
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('admin:menu.tree.outdent', { name })}
        disabled={saving || !parent}
        onClick={() => parent && void move(flat.node.id, parent.parentId, parent.index + 1)}
      >
        ←
      </IconButton>
    </HStack>
  );
}

/** One menu in the tree: its drag handle, title, type and order, and its move buttons. */
export function TreeRow({ flat, depth, disabled, actions }: { flat: FlatNode; depth: number; disabled: boolean; actions: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: flat.node.id, disabled });
  const { node } = flat;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      // Only the vertical move: the indent shows the depth it would land at.
      style={{ transform: CSS.Translate.toString(transform ? { ...transform, x: 0 } : null), transition }}
      ps={`${depth * INDENT}px`}
      opacity={isDragging ? 0.6 : 1}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      data-menu-id={node.id}
    >
      <HStack gap="2" borderWidth="1px" borderRadius="md" px="2" py="1.5" bg={isDragging ? 'blue.subtle' : 'bg'} justify="space-between">
        <HStack gap="2" minW="0">
          <chakra.button
            type="button"
            cursor={disabled ? 'default' : 'grab'}
            px="1"
            color="fg.muted"
            aria-label={t('admin:menu.tree.drag', { name: node.title })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </chakra.button>
          <Text truncate fontWeight={depth === 0 ? 'medium' : 'normal'}>
            {node.title}
          </Text>
          <Badge size="sm" variant="subtle">
            {t(`admin:menu.types.${node.type}`)}
          </Badge>
          {!node.enabled && (
            <Badge size="sm" colorPalette="gray">
              {t('common:states.disabled')}
            </Badge>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t('admin:menu.tree.order', { order: node.order })}
          </Text>
        </HStack>
        {actions}
      </HStack>
    </Box>
  );
}
