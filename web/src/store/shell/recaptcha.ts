import { useEffect, useRef } from 'react';
import type { RecaptchaForm } from '@shop/core/settings/settings.schema';
import { useStore } from './store-context';

/** What Google's reCAPTCHA v3 script puts on `window`. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 10_000;

function loaded(): Grecaptcha | undefined {
  return (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/**
 * reCAPTCHA v3 on a guarded form (decision 0037): when the site's settings guard `form`, Google's
 * script (allowed by the CSP) is loaded while the form is shown, and `token()` asks it for a token
 * to send as `recaptcha_token`. It answers undefined when the form is not guarded, or when the script
 * could not load (blocked, offline): the server then refuses the submission with its reCAPTCHA
 * message, which the form shows.
 */
export function useRecaptcha(form: RecaptchaForm, force = false): { guarded: boolean; token: () => Promise<string | undefined> } {
  const { config } = useStore();
  const siteKey = config.recaptcha_site_key ?? null;
  // `force`: the server asked for a token although the settings do not guard the form (a form past its per-address count).
  const guarded = Boolean(siteKey && (force || config.enable_recaptcha_forms?.includes(form)));
  const script = useRef<Promise<Grecaptcha | undefined> | null>(null);

  useEffect(() => {
    if (!guarded || !siteKey) return;
    const element = document.createElement('script');
    element.src = `${SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.dataset.recaptcha = '';
    script.current = new Promise((resolve) => {
      element.onload = () => resolve(loaded());
      element.onerror = () => resolve(undefined);
      setTimeout(() => resolve(loaded()), LOAD_TIMEOUT_MS);
    });
    document.head.append(element);
    return () => {
      element.remove();
      script.current = null;
    };
  }, [guarded, siteKey]);

  return {
    guarded,
    token: async () => {
      if (!guarded || !siteKey) return undefined;
      const api = await (script.current ?? Promise.resolve(loaded()));
      if (!api) return undefined;
      try {
        return await new Promise<string>((resolve, reject) =>
          api.ready(() => api.execute(siteKey, { action: form }).then(resolve, reject)),
        );
      } catch {
        return undefined;
      }
    },
  };
}
