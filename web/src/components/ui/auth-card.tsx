import { Card, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The narrow centred card of login, registration and password pages. */
export function AuthCard({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
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
