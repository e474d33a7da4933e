import { Card, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';

interface AuthCardProps {
  title: string;
  /** The back office's name, after the title in the browser tab (storefront pages set their own head). */
  site?: string;
  children: ReactNode;
  aside?: ReactNode;
}

/** The narrow centred card of login, registration and password pages. */
export function AuthCard({ title, site, children, aside }: AuthCardProps) {
  useDocumentTitle(site ? [title, site] : []);
  return (
    <Center py={{ base: '8', md: '16' }} px="4">
      <Card.Root width="full" maxW="md">
        <Card.Header>
          <Stack direction="row" justify="space-between" align="center">
            <Heading as="h1" size="lg">
              {title}
            </Heading>
            {aside}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
