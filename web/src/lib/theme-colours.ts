import { useEffect } from 'react';

/**
 * The template colours (site settings, decision 0037) applied at run time: `--shop-primary` and
 * `--shop-accent` on the document, and the primary colour in place of Chakra's blue palette (the
 * colour of primary buttons, links and focus rings), whose tokens are CSS variables too. Portals
 * (dialogs, toasts) are outside the layouts, so the variables go on the root element; a colour left
 * unset keeps the built-in one. The storefront and the back office each apply their own pair.
 */
export function themeVariables(primary: string | null | undefined, accent: string | null | undefined): Record<string, string> {
  return {
    ...(primary
      ? {
          '--shop-primary': primary,
          '--chakra-colors-blue-solid': primary,
          '--chakra-colors-blue-fg': primary,
          '--chakra-colors-blue-focus-ring': primary,
        }
      : {}),
    ...(accent ? { '--shop-accent': accent } : {}),
  };
}

export function useThemeColours(primary: string | null | undefined, accent: string | null | undefined) {
  useEffect(() => {
    const style = document.documentElement.style;
    const variables = themeVariables(primary, accent);
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => Object.keys(variables).forEach((name) => style.removeProperty(name));
  }, [primary, accent]);
}
