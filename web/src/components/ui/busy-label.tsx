import type { ReactNode } from 'react';

/**
 * A plain button's label while its work is under way (Chakra's `loading`, `header.css`): a spinner
 * in the middle, the label hidden but keeping the button's width. Pair it with `disabled` and
 * `data-loading` on the button.
 */
export function BusyLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (!busy) return children;
  return (
    <>
      <span className="shop-button__spinner" />
      <span className="shop-button__hidden-label">{children}</span>
    </>
  );
}
