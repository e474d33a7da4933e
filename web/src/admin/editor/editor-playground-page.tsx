import { Box, Card, Code, Field, Heading, HStack, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { EditorPreview } from '@shop/core/content/editor.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../../components/resource/widgets/rich-text-lazy';
import { ErrorState } from '../../components/ui/states';
import { api } from '../../lib/api';

/** What the playground starts with, in the interface language: one of each thing the toolbar makes. */
function sample(t: TFunction): string {
  const w = (key: string) => escapeHtml(t(`admin:editor.sample.${key}`));
  return (
    `<h2>${w('heading')}</h2><h3>${w('subheading')}</h3><p><strong>${w('bold')}</strong> <em>${w('italic')}</em> ` +
    `<u>${w('underline')}</u> <s>${w('strike')}</s> <a href="https://example.com">${w('link')}</a></p>` +
    `<ul><li>${w('bullet')}</li></ul><ol><li>${w('number')}</li></ol><blockquote><p>${w('quote')}</p></blockquote><hr><p>${w('type')}</p>`
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The editor's HTML waits this long after the last key before the server sanitises it. */
const PREVIEW_DEBOUNCE_MS = 500;
const RICH_TEXT_LIMIT = 100_000;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * `/admin/test-quasar-editor` (spec section 2): the one rich-text editor with every toolbar feature, at
 * either size (spec section 9), beside the HTML it produces and that HTML as a save stores it — sanitised
 * by the server's own rich-text schema — drawn as shoppers see it.
 */
export function EditorPlaygroundPage() {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const id = useId();
  const [size, setSize] = useState<'small' | 'medium'>('medium');
  const [html, setHtml] = useState(() => sample(t));
  const settled = useDebounced(html, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['admin', 'editor-preview', settled],
    queryFn: ({ signal }) => api.post('/admin/editor/preview', { html: settled }, { signal }) as Promise<EditorPreview>,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const stored = preview.data;

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('admin:editor.title')}
      </Heading>
      <Text color="fg.muted">{t('admin:editor.intro')}</Text>
      <Field.Root maxW="xs">
        <Field.Label>{t('admin:editor.size')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={size} onChange={(e) => setSize(e.currentTarget.value === 'small' ? 'small' : 'medium')}>
            <option value="small">{t('admin:editor.sizes.small')}</option>
            <option value="medium">{t('admin:editor.sizes.medium')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack gap="1.5">
        <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {t('admin:editor.content')}
        </Text>
        <LazyRichTextEditor key={size} id={`${id}-editor`} labelId={`${id}-label`} value={html} onChange={setHtml} size={size} />
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="sm">
              {t('admin:editor.produced')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Code as="pre" data-testid="editor-html" whiteSpace="pre-wrap" wordBreak="break-all" p="3" display="block">
              {html}
            </Code>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between">
              <Heading as="h2" size="sm">
                {t('admin:editor.stored')}
              </Heading>
              {(preview.isFetching || settled !== html) && <Spinner size="xs" aria-label={t('admin:editor.checking')} />}
            </HStack>
          </Card.Header>
          <Card.Body gap="3">
            {preview.isError ? (
              <ErrorState message={t('admin:editor.refused')} onRetry={() => void preview.refetch()} />
            ) : (
              <>
                <Code as="pre" data-testid="stored-html" whiteSpace="pre-wrap" wordBreak="break-all" p="3" display="block">
                  {stored?.html ?? ''}
                </Code>
                <Text fontSize="sm" color={stored && stored.bytes > RICH_TEXT_LIMIT ? 'fg.error' : 'fg.muted'}>
                  {t('admin:editor.bytes', { bytes: number(stored?.bytes ?? 0), limit: number(RICH_TEXT_LIMIT) })}
                </Text>
              </>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="sm">
            {t('admin:editor.shown')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {/* Sanitised by the server (the same schema every save goes through) before it is drawn. */}
          <Box className="rich-text" data-testid="shown-html" dangerouslySetInnerHTML={{ __html: stored?.html ?? '' }} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
