import { Card, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card of a long form with its heading (checkout, an order staff enter). Given an `id`, the card
 * is a `<section>` named by its heading (the heading carries the id).
 */
export function SectionCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const region = id ? { as: 'section' as const, 'aria-labelledby': id } : {};
  return (
    <Card.Root {...region}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
