import { ContactInput } from '@shop/core/contact/contact.schema';

/**
 * The contact form's values: the API's fields, with the message as `text` (react-hook-form's error
 * tree keeps each field's own text under `message`, so a field of that name would hide its errors).
 * Loaded when the form is first checked, so the page's first scripts carry no zod (decision 0044).
 */
export const ContactForm = ContactInput.omit({ message: true, recaptcha_token: true }).extend({ text: ContactInput.shape.message });
