import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { ApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { useAnnouncementView, useMarkAnnouncementRead } from '../shared/announcement-queries';

/**
 * /admin/announcement/view/{id}: the announcement as its reader sees it. Open to every signed-in
 * admin; the server answers only an announcement addressed to them (or any, with `get announcement`).
 * Opening one addressed to you marks it read, once.
 */
export function AnnouncementViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const can = useCan();
  const view = useAnnouncementView(id);
  const markRead = useMarkAnnouncementRead(id);
  const unread = view.data?.addressed === true && view.data.read_at === null;
  const { mutate, isIdle } = markRead;
  useEffect(() => {
    if (unread && isIdle) mutate();
  }, [unread, isIdle, mutate]);

  if (view.isPending) return <PageSpinner />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <ErrorState
        message={missing ? t('common:toasts.idNotExists') : errorMessages(t, view.error).join(' ')}
        onRetry={missing ? undefined : () => void view.refetch()}
      />
    );
  }
  const a = view.data;
  return (
    <Stack gap="4" maxW="3xl" as="article" aria-labelledby="announcement-title">
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/dashboard">{t('admin:announcement.view.back')}</Link>
        </Button>
        {can('update announcement') && (
          <Button asChild size="sm" variant="ghost">
            <Link to={`/admin/announcement/edit/${a.id}`}>{t('common:actions.edit')}</Link>
          </Button>
        )}
      </HStack>
      <Stack gap="1">
        <Heading as="h1" size="lg" id="announcement-title">
          {a.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            {t('admin:announcement.view.published', { date: dateTime(a.publish_at) })}
          </Text>
          {a.expire_at && (
            <Text color="fg.muted" fontSize="sm">
              {t('admin:announcement.view.expires', { date: dateTime(a.expire_at) })}
            </Text>
          )}
          {a.addressed ? (
            <Badge colorPalette="green" data-testid="announcement-read-state">
              {a.read_at || markRead.isSuccess ? t('admin:announcement.inbox.read') : t('admin:announcement.inbox.unread')}
            </Badge>
          ) : (
            <Badge colorPalette="gray">{t('admin:announcement.view.notAddressed')}</Badge>
          )}
        </HStack>
      </Stack>
      {/* Sanitised by the server when saved (richText). */}
      <Box className="rich-text" data-testid="announcement-content" dangerouslySetInnerHTML={{ __html: a.content }} />
    </Stack>
  );
}
