import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../components/ui/side-drawer';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';
import { withChakra } from '../../components/ui/chakra-scope';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

/** The phone's filters, in a drawer from the start edge (loaded the first time the shopper opens it). */
function FiltersDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} title={t('store:listing.filters')} closeLabel={t('store:listing.closeFilters')}>
      {children}
    </SideDrawer>
  );
}

/** Loaded when first opened, with Chakra (decision 0045). */
export default withChakra(FiltersDrawer);
