import { useEffect } from 'react';
import { applyHead, winningHead, type HeadEntry, type HeadTag } from './head-tags';
import { renderScope } from './render-scope';

/** The heads of the parts on screen, in the order they mounted (browser only). */
const mounted: HeadEntry[] = [];

const apply = () => {
  const winner = winningHead(mounted);
  if (winner) applyHead(winner.tags);
};

/**
 * Declares the page's head. On the server the render keeps it (the page's HTML carries it); in the
 * browser it is applied when the part mounts or its tags change, and the next most specific one
 * (the layout's default) comes back when it goes.
 */
export function useHead(tags: HeadTag[], priority: number): void {
  const scope = renderScope();
  if (scope) scope.head.push({ priority, tags });
  const key = JSON.stringify(tags);
  useEffect(() => {
    const entry: HeadEntry = { priority, tags: JSON.parse(key) as HeadTag[] };
    mounted.push(entry);
    apply();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      apply();
    };
  }, [key, priority]);
}
