import type { StoreMenuNode } from '@shop/core/content/menu.schema';
import { Box, chakra, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons';

/** A menu's children (the schema declares the recursion through a getter, which zod infers loosely). */
export const childrenOf = (node: StoreMenuNode) => node.menus_recursive as StoreMenuNode[];

/** A menu's link: site paths open in the app, other links as their flag says (spec section 4). */
export function MenuLink({ item, onNavigate, children }: { item: StoreMenuNode; onNavigate?: () => void; children?: ReactNode }) {
  const label = children ?? item.title;
  return item.link.startsWith('/') ? (
    <ChakraLink asChild>
      <Link to={item.link} onClick={onNavigate}>
        {label}
      </Link>
    </ChakraLink>
  ) : (
    <ChakraLink href={item.link} {...(item.open_in_current_tab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {label}
    </ChakraLink>
  );
}

const Details = chakra('details');
const Summary = chakra('summary');

/**
 * A menu with children as a disclosure: `<details>` opens with a click, Enter or Space before the
 * page's script has run, and without a line of it. `panel` draws where the children go.
 */
export function Disclosure({ summary, children, panel }: { summary: ReactNode; children: ReactNode; panel?: object }) {
  return (
    <Details position="relative" css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
      <Summary
        listStyleType="none"
        cursor="pointer"
        display="inline-flex"
        alignItems="center"
        gap="1"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {summary}
        <ChevronIcon />
      </Summary>
      <Box {...panel}>{children}</Box>
    </Details>
  );
}
