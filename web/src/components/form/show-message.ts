import type { TFunction } from 'i18next';
import { translateMessage } from '../ui/messages';

const UI_KEY = /^(common|admin|store):[\w.-]+$/;

/**
 * A form message in the interface language: the screen's own checks name an i18n key
 * (`admin:po.receive.nothing`); the schemas and the server send their texts and message keys.
 */
export function showMessage(t: TFunction, message: string): string {
  return UI_KEY.test(message) ? t(message) : translateMessage(t, message);
}
