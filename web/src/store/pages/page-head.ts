import { useEffect } from 'react';

/**
 * A page's header and footer scripts while it is shown: external scripts by address (the site's CSP
 * allows no inline script, and names the origins pages may load from: `SCRIPT_ORIGINS`), added to
 * the head and to the end of the body in their order, and removed when the shopper leaves. What a
 * script already did stays done until the next full page load (decision 0033).
 */
export function usePageScripts(header: readonly string[] | undefined, footer: readonly string[] | undefined) {
  const key = JSON.stringify([header ?? [], footer ?? []]);
  useEffect(() => {
    const [head, foot] = JSON.parse(key) as [string[], string[]];
    const added = [...head.map((src) => [src, document.head] as const), ...foot.map((src) => [src, document.body] as const)].map(
      ([src, parent]) => {
        const script = document.createElement('script');
        script.src = src;
        // Added by code, a script runs as soon as it arrives; `async = false` keeps the listed order.
        script.async = false;
        script.dataset.pageScript = '';
        parent.append(script);
        return script;
      },
    );
    return () => added.forEach((script) => script.remove());
  }, [key]);
}
