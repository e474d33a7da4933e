/** The configuration screen's tabs, in order (`?active_tab=`); later issues add theirs here. */
export const CONFIGURATION_TABS = ['general', 'currencies', 'storefront', 'template', 'scripts', 'recaptcha', 'bank'] as const;
export type ConfigurationTab = (typeof CONFIGURATION_TABS)[number];

/** The tab a query string names; the first one when it names none or an unknown one. */
export function configurationTab(search: string): ConfigurationTab {
  const requested = new URLSearchParams(search).get('active_tab');
  return CONFIGURATION_TABS.find((tab) => tab === requested) ?? 'general';
}
