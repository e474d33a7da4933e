import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The edge it slides from: the start for menus and filters, the end for the cart. */
  placement?: 'start' | 'end';
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
  /** Shown under the body (totals, the main action); nothing when undefined. */
  footer?: ReactNode;
}

/** A panel from the side of the screen, with its title and a close button (the storefront's menu, filters and cart). */
export function SideDrawer({ open, onOpenChange, title, closeLabel, placement = 'start', size = 'xs', children, footer }: SideDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement={placement} size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer !== undefined && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
                {footer}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
