import { Button, Stack, Text } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

let stripe: Promise<Stripe | null> | undefined;
/** Stripe.js from js.stripe.com (Stripe requires it from there), fetched when this form first shows. */
const stripeOf = (key: string) => (stripe ??= loadStripe(key));

interface Props {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  onDone(result: 'success' | 'fail'): void;
}

function PayForm({ returnUrl, onDone }: Pick<Props, 'returnUrl' | 'onDone'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // A card needing 3-D Secure comes back to returnUrl with `redirect_status`; others answer here.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    setBusy(false);
    if (result.error) {
      // A declined card ends the attempt; a field left incomplete is shown beside the form.
      if (result.error.type === 'card_error') onDone('fail');
      else setError(result.error.message ?? t('store:stripe.failed'));
      return;
    }
    onDone(result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing' ? 'success' : 'fail');
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <PaymentElement />
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" loading={busy} disabled={!stripe || !elements}>
          {t('store:stripe.pay')}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe Elements (AWS stages with Stripe keys): the card fields are Stripe's own frames. */
export function StripeCardForm({ publishableKey, clientSecret, returnUrl, onDone }: Props) {
  return (
    <Elements stripe={stripeOf(publishableKey)} options={{ clientSecret }}>
      <PayForm returnUrl={returnUrl} onDone={onDone} />
    </Elements>
  );
}
