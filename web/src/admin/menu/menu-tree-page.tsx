import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { ContentLanguageSelect } from '../../components/ui/content-language-select';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';
import { notify } from '../../lib/toast';
import { applyMove, flatten, projection, toTree, updatesFor, type TreeNode } from './menu-tree';
import { INDENT, MoveButtons, TreeRow } from './menu-tree-rows';
import { menusMoved, updateMenu, useMenuTree } from './queries';

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
                      actions={canMove ? <MoveButtons flat={flat} tree={tree} saving={saving} move={move} /> : null}
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
