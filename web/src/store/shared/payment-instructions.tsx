import { Box, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { PaymentInstructions as Instructions } from '@shop/core/order/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { dateTime, fileUrl } from '../../lib/format';
import { customerKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { postToStorage } from '../../lib/direct-upload';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type UploadedOrder = AnswerOf<(typeof client.api.order)[':id{[0-9]+}']['proof']['$post']>;

/**
 * A bank-transfer order's instructions between the checkout and the result page (this tab only): a
 * guest cannot read the order back, and the page is drawn again on a reload.
 */
const key = (orderNumber: string) => `bank-transfer:${orderNumber}`;

export function rememberInstructions(orderNumber: string, instructions: Instructions, orderId: number): void {
  try {
    sessionStorage.setItem(key(orderNumber), JSON.stringify({ instructions, orderId }));
  } catch {
    // Storage refused: the page says what the mail says, without the details.
  }
}

export function rememberedInstructions(orderNumber: string): { instructions: Instructions; orderId: number } | null {
  try {
    const saved = sessionStorage.getItem(key(orderNumber));
    return saved ? (JSON.parse(saved) as { instructions: Instructions; orderId: number }) : null;
  } catch {
    return null;
  }
}

/**
 * How to pay a bank-transfer order (decision 0047): the shop's bank details that are set, the
 * reference (the order number), the exact amount in the base currency, and the deadline.
 */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation();
  const i = instructions;
  const rows: [string, string | null][] = [
    ['accountName', i.bank_account_name],
    ['bankName', i.bank_name],
    ['accountNumber', i.bank_account_number],
    ['fpsId', i.bank_fps_id],
    ['reference', i.reference],
    ['amount', `${i.currency} ${i.amount}`],
    ['deadline', dateTime(i.deadline)],
  ];
  return (
    <Box as="section" aria-labelledby="bank-transfer-title" borderWidth="1px" borderRadius="md" p="4" textAlign="start">
      <Stack gap="3">
        <Heading as="h2" size="md" id="bank-transfer-title">
          {t('store:bankTransfer.title')}
        </Heading>
        <Text>{t('store:bankTransfer.intro')}</Text>
        <Stack as="dl" gap="1" m="0" data-testid="payment-instructions">
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([name, value]) => (
              <HStack key={name} gap="2" align="baseline" wrap="wrap">
                <Text as="dt" fontWeight="semibold" minW="36">
                  {t(`store:bankTransfer.${name}`)}
                </Text>
                <Text as="dd" m="0" data-field={name}>
                  {value}
                </Text>
              </HStack>
            ))}
        </Stack>
        {i.bank_qr_image && (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('store:bankTransfer.qr')}</Text>
            <img src={fileUrl(i.bank_qr_image)} alt={t('store:bankTransfer.qr')} width={192} height={192} style={{ maxWidth: '12rem' }} />
          </Stack>
        )}
        {i.bank_transfer_note && <Text whiteSpace="pre-line">{i.bank_transfer_note}</Text>}
        <Text color="fg.muted" fontSize="sm">
          {t('store:bankTransfer.cancelled')}
        </Text>
      </Stack>
    </Box>
  );
}

/** The shopper's proof of a bank transfer (`POST /api/order/{id}/proof/presign`, then `…/proof/uploaded`): the order goes to review. */
export function ProofUpload({ orderId, help, onSaved }: { orderId: number; help: string; onSaved?: (saved: UploadedOrder) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const proof = useMutation({
    // Straight to storage (decision 0054): a signed form, the file to the bucket, then its key to the order.
    mutationFn: async (file: File) => {
      const param = { id: String(orderId) };
      const order = client.api.order[':id{[0-9]+}'].proof;
      const form = await unwrap(order.presign.$post({ param, json: { content_type: file.type, size: file.size } }));
      const key = await postToStorage(form, file, 'The file may not be greater than 10 MB.');
      return unwrap(order.uploaded.$post({ param, json: { key } }));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.order(orderId), saved);
      void queryClient.invalidateQueries({ queryKey: customerKeys.orders() });
      notify.success(t('store:orders.proofSent'));
      onSaved?.(saved);
    },
    onError: (error) => notify.warning(t('common:toasts.uploadFail'), errorMessages(t, error)),
  });
  return (
    <Stack gap="1" textAlign="start">
      <Text fontSize="sm">{help}</Text>
      <Input
        type="file"
        accept="image/*"
        aria-label={t('store:orders.proof')}
        disabled={proof.isPending}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) proof.mutate(file);
        }}
      />
    </Stack>
  );
}
