import { Badge, Box, Button, Card, chakra, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { ContentLanguageSelect } from '../../components/ui/content-language-select';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';
import { notify } from '../../lib/toast';
import { applyMove, find, flatten, projection, toTree, updatesFor, type FlatNode, type TreeNode } from './menu-tree';
import { menusMoved, updateMenu, useMenuTree } from './queries';

const INDENT = 28;

/**
 * /admin/menu/tree: the menus as a tree, reordered by dragging (or the move buttons). Each drop is
 * applied at once and sent as the generic menu update (`POST /api/admin/menu/{id}`, `_method=PUT`,
 * with `parent_id` and/or `order`); a refused update shows 'Update Menu Order Fail' and puts the
 * previous order back (spec section 8).
 */
export function MenuTreePage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState(DEFAULT_CONTENT_LANGUAGE);
  const canMove = can('update menu');
  const query = useMenuTree(language);
  const [tree, setTree] = useState<TreeNode[]>([]);
  const [saving, setSaving] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  useEffect(() => {
    if (query.data && !saving) setTree(toTree(query.data.data));
  }, [query.data, saving]);

  const items = useMemo(() => flatten(tree, activeId ?? undefined), [tree, activeId]);
  const projected = activeId !== null && overId !== null ? projection(items, activeId, overId, offsetX, INDENT) : undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = async (id: number, parentId: number | null, index: number) => {
    const updates = updatesFor(tree, id, parentId, index);
    if (!updates.length) return;
    const previous = tree;
    setTree(applyMove(tree, id, parentId, index));
    setSaving(true);
    try {
      for (const update of updates) await updateMenu(id, update);
      notify.success(t('common:toasts.updateSuccess'));
    } catch (error) {
      setTree(previous);
      notify.warning(t('admin:menu.tree.updateFail'), errorMessages(t, error));
    } finally {
      setSaving(false);
      void menusMoved(queryClient);
    }
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(Number(active.id));
    setOverId(Number(active.id));
  };
  const onDragMove = ({ delta, over }: DragMoveEvent) => {
    setOffsetX(delta.x);
    if (over) setOverId(Number(over.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = over && activeId !== null ? projection(items, Number(active.id), Number(over.id), offsetX, INDENT) : undefined;
    reset();
    if (target) void move(Number(active.id), target.parentId, target.index);
  };

  const buttons = (flat: FlatNode) => {
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
  };

  return (
    <Stack gap="4" maxW="4xl">
      <Flex justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('admin:menu.tree.title')}
        </Heading>
        <HStack gap="2" align="end">
          <ContentLanguageSelect id="tree-language" value={language} onChange={setLanguage} />
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/menu">{t('admin:menu.tree.backToList')}</Link>
          </Button>
        </HStack>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t(canMove ? 'admin:menu.tree.help' : 'admin:menu.tree.readOnly')}
      </Text>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <ErrorState message={errorMessages(t, query.error).join(' ')} onRetry={() => void query.refetch()} />
      ) : tree.length === 0 ? (
        <EmptyMessage title={t('common:list.empty')} />
      ) : (
        <Card.Root>
          <Card.Body p="2">
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragStart={onDragStart}
              onDragMove={onDragMove}
              onDragEnd={onDragEnd}
              onDragCancel={reset}
            >
              <SortableContext items={items.map((i) => i.node.id)} strategy={verticalListSortingStrategy}>
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('admin:menu.tree.title')} aria-busy={saving}>
                  {items.map((flat) => (
                    <TreeRow
                      key={flat.node.id}
                      flat={flat}
                      depth={flat.node.id === activeId && projected ? projected.depth : flat.depth}
                      disabled={!canMove || saving}
                      actions={canMove ? buttons(flat) : null}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function TreeRow({ flat, depth, disabled, actions }: { flat: FlatNode; depth: number; disabled: boolean; actions: ReactNode }) {
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
