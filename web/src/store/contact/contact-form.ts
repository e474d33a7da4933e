import { ContactInput } from '@shop/core/contact/contact.schema';

/**
 * The contact form's values as the API checks them (the reCAPTCHA token is added when sending).
 * Loaded when the form is first used, so the page's first scripts carry no zod (decision 0044).
 */
export const ContactForm = ContactInput.omit({ recaptcha_token: true });
