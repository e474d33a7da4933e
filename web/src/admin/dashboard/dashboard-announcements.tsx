import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { dateTime } from '../../lib/format';
import { useAnnouncementInbox } from '../shared/announcement-queries';

/**
 * The dashboard's announcements: those addressed to the signed-in admin and live now, newest first,
 * paged on the server; unread ones are marked. Every admin sees this panel (no permission needed).
 */
export function DashboardAnnouncements() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const inbox = useAnnouncementInbox(page, perPage);

  return (
    <Stack as="section" gap="3" aria-labelledby="dashboard-announcements">
      <Heading as="h2" size="md" id="dashboard-announcements">
        {t('admin:announcement.inbox.title')}
      </Heading>
      {inbox.isPending ? (
        <PageSpinner />
      ) : inbox.isError ? (
        <ErrorState message={errorMessages(t, inbox.error).join(' ')} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.total === 0 ? (
        <EmptyMessage title={t('admin:announcement.inbox.empty')} />
      ) : (
        <>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="announcement-inbox">
            {inbox.data.data.map((a) => (
              <li key={a.id} data-testid="announcement-item" data-read={a.read ? 'true' : 'false'}>
                <LinkBox as={Card.Root} _hover={{ shadow: 'md' }} borderLeftWidth={a.read ? undefined : '4px'} borderLeftColor="blue.solid">
                  <Card.Body p="3">
                    <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                      <Box minW="0" flex="1">
                        <LinkOverlay asChild>
                          <Link to={`/admin/announcement/view/${a.id}`}>
                            <Text fontWeight={a.read ? 'normal' : 'semibold'} wordBreak="break-word">
                              {a.title}
                            </Text>
                          </Link>
                        </LinkOverlay>
                        <Text fontSize="sm" color="fg.muted">
                          {dateTime(a.publish_at)}
                        </Text>
                      </Box>
                      <Badge colorPalette={a.read ? 'gray' : 'blue'}>
                        {a.read ? t('admin:announcement.inbox.read') : t('admin:announcement.inbox.unread')}
                      </Badge>
                    </HStack>
                  </Card.Body>
                </LinkBox>
              </li>
            ))}
          </Stack>
          <ListPagination
            page={page}
            perPage={perPage}
            total={inbox.data.total}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}
