import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../components/ui/messages';
import { ApiError } from '../../lib/api-error';
import { client, unwrap } from '../../lib/client';
import { getCookie } from '../../lib/cookies';
import { CART_COOKIE, cartKeys, type CartAnswer } from '../shared/cart-data';
import { useMoney } from '../shell/money';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

export type CartPromotions = CartAnswer['promotions'];

const KEPT = 'checkout-coupon';
const kept = () => {
  try {
    return sessionStorage.getItem(KEPT);
  } catch {
    return null;
  }
};
const keep = (code: string | null) => {
  try {
    if (code) sessionStorage.setItem(KEPT, code);
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Storage refused: the coupon lasts as long as the page.
  }
};

/** The cart with a coupon's discount previewed (`POST /api/cart {coupon_code}`): the server's rules (decision 0068). */
const withCoupon = (language: string, code: string) =>
  unwrap(client.api.cart.$post({ json: { language, cart_id: getCookie(CART_COOKIE) || undefined, coupon_code: code } }));

/**
 * The checkout's coupon (issue 29 §1): the code applied (kept for this tab), the promotions that apply
 * with it, and apply/remove. Without a code the cart's own answer lists the automatic promotions.
 */
export function useCoupon(language: string, shopper: boolean, cart: CartAnswer | undefined) {
  const [code, setCode] = useState<string | null>(kept);
  const preview = useQuery({
    queryKey: [...cartKeys.of(language, shopper), 'coupon', code, cart?.updated_at ?? null],
    queryFn: () => withCoupon(language, code!),
    enabled: Boolean(code && cart),
    retry: false,
  });
  const apply = async (typed: string): Promise<string | null> => {
    try {
      await withCoupon(language, typed);
      keep(typed);
      setCode(typed);
      return null;
    } catch (error) {
      if (error instanceof ApiError) return error.fieldErrors.coupon_code?.[0] ?? error.list[0] ?? null;
      throw error;
    }
  };
  const remove = () => {
    keep(null);
    setCode(null);
  };
  // A coupon that stopped applying (used up meanwhile) leaves the automatic promotions.
  const promotions: CartPromotions | undefined = code && preview.data ? preview.data.promotions : cart?.promotions;
  return { code: code && !preview.isError ? code : null, promotions, apply, remove, refused: preview.error };
}

/** The summary's discount lines, each naming its promotion. */
export function DiscountLines({ promotions }: { promotions: CartPromotions | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {(promotions?.discounts ?? []).map((d) => (
        <HStack key={d.promotion_id} justify="space-between" data-testid="discount-line">
          <Text fontSize="sm">{d.name}</Text>
          {/* A free-shipping reward waives the fee the order has; the cart does not know it yet. */}
          <Text fontSize="sm">{d.on === 'shipping' ? t('store:checkout.free') : `−${money(d.amount)}`}</Text>
        </HStack>
      ))}
    </>
  );
}

/** The coupon field: type a code and apply it; the refusal in the shopper's language; remove it again. */
export function CouponField({ coupon }: { coupon: ReturnType<typeof useCoupon> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (coupon.code) {
    return (
      <HStack justify="space-between">
        <Text fontSize="sm" data-testid="coupon-applied">
          {t('store:checkout.couponApplied', { code: coupon.code })}
        </Text>
        <Button size="xs" variant="outline" onClick={coupon.remove}>
          {t('store:checkout.couponRemove')}
        </Button>
      </HStack>
    );
  }
  const submit = async () => {
    if (!typed.trim()) return;
    setPending(true);
    const refused = await coupon.apply(typed.trim()).finally(() => setPending(false));
    setMessage(refused);
    if (!refused) setTyped('');
  };
  return (
    <Stack gap="1">
      <HStack>
        <Input
          size="sm"
          aria-label={t('store:checkout.coupon')}
          placeholder={t('store:checkout.coupon')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button size="sm" variant="outline" loading={pending} onClick={() => void submit()}>
          {t('store:checkout.couponApply')}
        </Button>
      </HStack>
      {message && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid="coupon-error">
          {translateMessage(t, message)}
        </Text>
      )}
    </Stack>
  );
}
