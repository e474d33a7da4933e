import { AddressInput } from '@shop/core/customer/address.schema';
import { BLANK_ADDRESS, type AddressValues } from './address-chooser';

export type AddressKind = 'shipping' | 'billing';

/**
 * A form's shipping and billing addresses (checkout, an order staff enter): for each, the choice of
 * a saved address (its id) or `new`, and the typed new one; billing may be the same as shipping.
 */
export interface AddressChoiceValues {
  /** `new`, or a saved address's id. */
  shipping_choice: string;
  shipping: AddressValues;
  same_billing: boolean;
  billing_choice: string;
  billing: AddressValues;
}

/** The start: new addresses, billing the same as shipping. */
export const NEW_ADDRESS_CHOICE: AddressChoiceValues = {
  shipping_choice: 'new',
  shipping: BLANK_ADDRESS,
  same_billing: true,
  billing_choice: 'new',
  billing: BLANK_ADDRESS,
};

/** Whether the typed address is the one sent: `new` chosen, or no saved address to choose (`hasSaved` false). */
const typedChosen = (choice: string, hasSaved: boolean) => choice === 'new' || !hasSaved;

/** The body's addresses: a saved address's id or the typed address; billing is shipping's when the same. */
export function chosenAddresses(v: AddressChoiceValues, hasSaved = true) {
  const address = (choice: string, typed: AddressValues) => (typedChosen(choice, hasSaved) ? typed : Number(choice));
  const shipping = address(v.shipping_choice, v.shipping);
  return { shipping_address: shipping, billing_address: v.same_billing ? shipping : address(v.billing_choice, v.billing) };
}

/**
 * Where a server message goes: one about the body's `shipping_address`/`billing_address` to the
 * choice of a saved address or the typed field (billing's to shipping's when billing is the same);
 * any other to the form field of its name, if the form has one.
 */
export function addressFieldOf(path: string, v: AddressChoiceValues): string | undefined {
  const [head, ...rest] = path.split('.');
  if (head === 'shipping_address' || head === 'billing_address') {
    const kind: AddressKind = head === 'billing_address' && !v.same_billing ? 'billing' : 'shipping';
    if (v[`${kind}_choice`] !== 'new' || rest.length === 0) return `${kind}_choice`;
    return `${kind}.${rest.join('.')}`;
  }
  return head && head in v ? path : undefined;
}

const TypedAddress = AddressInput.omit({ default_billing: true, default_shipping: true });

/** Says a message of an address field in the form's own words (or returns it as it is). */
export type RewordAddressMessage = (field: string, message: string) => string;

/** The messages of a typed address by form path (`shipping.country` …). */
export function addressErrors(kind: AddressKind, address: AddressValues, reword?: RewordAddressMessage): Record<string, string> {
  const checked = TypedAddress.safeParse(address);
  if (checked.success) return {};
  return Object.fromEntries(
    checked.error.issues.map((issue) => {
      const field = issue.path.join('.');
      return [`${kind}.${field}`, reword ? reword(field, issue.message) : issue.message];
    }),
  );
}

/**
 * The typed addresses the form sends, checked field by field (the body's union of "saved id or
 * address" says only that it is missing): shipping's, and billing's unless it is the same.
 */
export function chosenAddressErrors(
  v: AddressChoiceValues,
  { hasSaved = true, reword }: { hasSaved?: boolean; reword?: RewordAddressMessage } = {},
): Record<string, string> {
  return {
    ...(typedChosen(v.shipping_choice, hasSaved) ? addressErrors('shipping', v.shipping, reword) : {}),
    ...(!v.same_billing && typedChosen(v.billing_choice, hasSaved) ? addressErrors('billing', v.billing, reword) : {}),
  };
}
