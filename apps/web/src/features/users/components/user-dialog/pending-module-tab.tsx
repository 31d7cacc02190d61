import { useTranslation } from 'react-i18next';
import { PendingModuleNotice } from '../../../../ui/pending-module-notice';

/** The module that will fill each tab not built yet. */
export const pendingTabModules = {
  policies: 'policies',
} as const;
export type PendingModuleTab = keyof typeof pendingTabModules;

/** An honest placeholder: this tab's data comes from a module that is not built yet. */
export function PendingModuleTab({ tab }: { tab: PendingModuleTab }) {
  const { t } = useTranslation();
  return (
    <PendingModuleNotice
      testId={`pending-module-${tab}`}
      message={t('users.pendingModule.body', {
        tab: t(`users.tabs.${tab}`),
        module: t(`users.pendingModule.modules.${pendingTabModules[tab]}`),
      })}
    />
  );
}
