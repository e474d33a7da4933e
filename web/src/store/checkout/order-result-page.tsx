import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSessionToken } from '../../lib/use-session';
import { usePersonalHead } from '../shell/store-head';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { PaymentInstructions, ProofUpload, rememberedInstructions } from './payment-instructions';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type Outcome = 'success' | 'cancel' | 'fail';

/**
 * `/order/success`, `/order/cancel`, `/order/fail` (spec section 2): each needs an `order_number`, else
 * the shopper is sent home. What happens next is said plainly; a signed-in shopper can open the order.
 */
function OrderResult({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('order_number');
  const shopper = Boolean(useSessionToken('customer'));
  usePersonalHead(t(`store:orderResult.${outcome}.title`));
  // A bank-transfer order's instructions, kept by the checkout for this tab (read after the first draw: the server has none).
  const [bank, setBank] = useState<ReturnType<typeof rememberedInstructions>>(null);
  const [proofSent, setProofSent] = useState(false);
  useEffect(() => {
    if (outcome === 'success' && number) setBank(rememberedInstructions(number));
  }, [outcome, number]);
  if (!number || !/^[A-Z]+-\d{1,12}$/.test(number)) return <Navigate to="/" replace />;
  return (
    <Stack gap="4" maxW="xl" mx="auto" textAlign="center" py="8">
      <Heading as="h1" size="2xl">
        {t(`store:orderResult.${outcome}.title`)}
      </Heading>
      <Text data-testid="order-number">{t('store:orderResult.number', { number })}</Text>
      <Text color="fg.muted">{t(`store:orderResult.${outcome}.text`)}</Text>
      {bank && !proofSent && (
        <>
          <PaymentInstructions instructions={bank.instructions} />
          {shopper ? (
            <ProofUpload orderId={bank.orderId} help={t('store:bankTransfer.uploadHere')} onSaved={() => setProofSent(true)} />
          ) : (
            <Text fontSize="sm">{t('store:bankTransfer.signInToUpload')}</Text>
          )}
        </>
      )}
      {proofSent && <Text data-testid="proof-sent">{t('store:orders.proofSent')}</Text>}
      <HStack justify="center" gap="3" wrap="wrap">
        {shopper && (
          <Button asChild variant="outline">
            <Link to="/account">{t('store:orderResult.myOrders')}</Link>
          </Button>
        )}
        <Button asChild colorPalette="blue">
          <Link to="/">{t('store:orderResult.continue')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

export const OrderSuccessPage = () => <OrderResult outcome="success" />;
export const OrderCancelPage = () => <OrderResult outcome="cancel" />;
export const OrderFailPage = () => <OrderResult outcome="fail" />;
