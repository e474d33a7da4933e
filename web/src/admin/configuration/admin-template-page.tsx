import { Alert, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ADMIN_TEMPLATES } from '@shop/core/settings/colours.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { notify } from '../../lib/toast';
import { configurationSaved, saveConfiguration, useConfiguration } from '../shared/configuration-queries';

type Template = (typeof ADMIN_TEMPLATES)[number];

function Swatch({ colour, kind }: { colour: string | null; kind: 'primary' | 'accent' }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Box
        width="6"
        height="6"
        borderRadius="sm"
        borderWidth="1px"
        // The built-in colours are the theme's own blue and no accent.
        background={colour ?? (kind === 'primary' ? 'blue.700' : 'transparent')}
        aria-hidden="true"
      />
      <Text fontSize="sm">
        {t(`admin:adminTemplate.${kind}`)}: {colour ?? t('admin:adminTemplate.builtIn')}
      </Text>
    </HStack>
  );
}

/**
 * `/admin/change_admin_template` (spec section 1; decision 0037): the back office's colour templates.
 * Choosing one saves its colours as the admin template colours (`PUT /api/admin/configuration`,
 * so it takes `update configuration`, as the spec counts it); the configuration's template tab can
 * fine-tune them, and then no template shows as current.
 */
export function AdminTemplatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useConfiguration();
  const choose = useMutation({
    mutationFn: (template: Template) => saveConfiguration({ admin_primary_color: template.primary, admin_accent_color: template.accent }),
    onSuccess: (saved) => {
      configurationSaved(queryClient, saved);
      notify.success(t('common:toasts.submitSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });

  if (config.isPending) return <PageSpinner />;
  if (config.isError) return <ErrorState onRetry={() => void config.refetch()} />;
  const current = ADMIN_TEMPLATES.find(
    (tpl) => tpl.primary === config.data.admin_primary_color && tpl.accent === config.data.admin_accent_color,
  );

  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="lg">
        {t('admin:adminTemplate.title')}
      </Heading>
      <Text color="fg.muted">{t('admin:adminTemplate.intro')}</Text>
      {!current && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('admin:adminTemplate.custom')}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {ADMIN_TEMPLATES.map((template) => {
          const chosen = current?.key === template.key;
          return (
            <Card.Root key={template.key} borderWidth={chosen ? '2px' : '1px'} borderColor={chosen ? 'blue.solid' : undefined}>
              <Card.Body>
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    {t(`admin:adminTemplate.names.${template.key}`)}
                  </Heading>
                  <Swatch colour={template.primary} kind="primary" />
                  <Swatch colour={template.accent} kind="accent" />
                  <Button
                    size="sm"
                    colorPalette="blue"
                    variant={chosen ? 'outline' : 'solid'}
                    disabled={chosen || choose.isPending}
                    aria-pressed={chosen}
                    onClick={() => choose.mutate(template)}
                  >
                    {chosen ? t('admin:adminTemplate.current') : t('admin:adminTemplate.use')}
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
