import { placeAmongSiblings } from '@shop/core/content/menu.schema';
import { describe, expect, it } from 'vitest';
import { applyMove, flatten, projection, updatesFor, type TreeNode } from './menu-tree';

const node = (id: number, order: number, parentId: number | null, children: TreeNode[] = []): TreeNode => ({
  id,
  title: `M${id}`,
  type: 'category',
  enabled: true,
  order,
  parentId,
  children,
});

// A(1): B(2), C(3), D(4); E(5)
const tree = () => [node(1, 0, null, [node(2, 0, 1), node(3, 100, 1), node(4, 200, 1)]), node(5, 100, null)];

/** What the server makes of an order update (the same rule core uses). */
function serverOrder(siblings: TreeNode[], id: number, order: number) {
  const current = siblings.find((s) => s.id === id) as TreeNode;
  const shifts = new Map(placeAmongSiblings(siblings, { id, order, after: order > current.order }).map((s) => [s.id, s.order]));
  return siblings
    .map((s) => ({ id: s.id, order: s.id === id ? order : (shifts.get(s.id) ?? s.order) }))
    .sort((a, b) => a.order - b.order)
    .map((s) => s.id);
}

describe('menu drag ordering', () => {
  it('dragging down onto a sibling sends its order, and the server agrees with the local order', () => {
    const before = tree();
    const updates = updatesFor(before, 2, 1, 2);
    expect(updates).toEqual([{ order: 200 }]);
    const local = applyMove(before, 2, 1, 2)[0]?.children.map((c) => c.id);
    expect(local).toEqual([3, 4, 2]);
    expect(serverOrder(before[0]!.children, 2, 200)).toEqual(local);
  });

  it('dragging up sends the order of the sibling it goes before', () => {
    const before = tree();
    expect(updatesFor(before, 4, 1, 0)).toEqual([{ order: 0 }]);
    expect(serverOrder(before[0]!.children, 4, 0)).toEqual(applyMove(before, 4, 1, 0)[0]?.children.map((c) => c.id));
  });

  it('a new parent sends parent_id, then an order unless it goes last', () => {
    expect(updatesFor(tree(), 5, 1, 3)).toEqual([{ parent_id: 1 }]);
    expect(updatesFor(tree(), 5, 1, 1)).toEqual([{ parent_id: 1 }, { order: 100 }]);
    expect(updatesFor(tree(), 3, null, 1)).toEqual([{ parent_id: null }, { order: 100 }]);
    expect(updatesFor(tree(), 2, 1, 0)).toEqual([]);
  });

  it('projects depth from the horizontal drag within its neighbours', () => {
    const items = flatten(tree());
    // E dragged right under D: becomes D's sibling (depth 1, parent A) or D's child (depth 2).
    expect(projection(items, 5, 5, 40, 40)).toMatchObject({ depth: 1, parentId: 1, index: 3 });
    expect(projection(items, 5, 5, 80, 40)).toMatchObject({ depth: 2, parentId: 4, index: 0 });
    expect(projection(items, 5, 5, 0, 40)).toMatchObject({ depth: 0, parentId: null, index: 1 });
  });
});
