import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ParsedRegistryItemInput,
  type RegistryCategory,
  type RegistryItem,
  registryItemInputSchema,
} from '@tg/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import { errorMessageAt, errorPaths } from '../../../../app/form-fields';
import { useNotify } from '../../../../app/notifications';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { DraftRestoredNotice } from '../../../../ui/draft-restored-notice';
import { EditDialogFooter } from '../../../../ui/edit-dialog-footer';
import { hasUnsavedRequest } from '../../../../ui/edit-tracking';
import { RecordFormDialog } from '../../../../ui/record-form-dialog';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useRecordDraft, useRecordDraftStart } from '../../../../ui/use-record-draft';
import { firstPathTarget, useTabbedFormSave } from '../../../../ui/use-tabbed-form-save';
import { useFileUploads } from '../../../files/use-file-uploads';
import { fieldLabelKey } from '../../registry-fields';
import { CustomersTab } from './customers-tab';
import { FilesTab } from './files-tab';
import { InsuranceTab } from './insurance-tab';
import { ItemsTab } from './items-tab';
import {
  RegistryDialogContext,
  type RegistryDialogMode,
  type RegistryDialogTab,
  tabOfPath,
  tabsForMode,
} from './registry-dialog-context';
import {
  dedupeRegistryFiles,
  emptyRegistryFormValues,
  itemToFormValues,
  type RegistryFormValues,
  storedToFormFile,
  toRegistryInput,
} from './registry-form-values';
import { useSaveRegistryItem } from './use-save-registry-item';
import { VehicleDetailsTab } from './vehicle-details-tab';

export type { RegistryDialogMode } from './registry-dialog-context';

export interface RegistryItemDialogProps {
  open: boolean;
  mode: RegistryDialogMode;
  category: RegistryCategory;
  /** The record shown or edited; required for edit and view. */
  item?: RegistryItem;
  onClose: () => void;
  /** After a successful create or update, before closing. */
  onSaved?: (item: RegistryItem) => void;
}

/**
 * A government record in three modes (spec 3 §2.9, §4): create, edit and view. Tabs: vehicle
 * details, items, customers, images and documents, insurance; create shows only the first and the
 * files. Tabs mount on their first visit and stay mounted, so typed values survive switching.
 * A new form is made every time the dialog opens.
 */
export function RegistryItemDialog(props: RegistryItemDialogProps) {
  const openings = useOpeningCount(props.open);
  return <RegistryItemForm key={`${openings}:${props.mode}:${props.item?._id ?? ''}`} {...props} />;
}

/** The resolver validates what would be sent, with the domain schema the server uses. */
function resolverFor(
  category: RegistryCategory,
): Resolver<RegistryFormValues, unknown, ParsedRegistryItemInput> {
  const resolve = zodResolver(registryItemInputSchema) as unknown as Resolver<
    RegistryFormValues,
    unknown,
    ParsedRegistryItemInput
  >;
  return (values, context, options) =>
    resolve(toRegistryInput(values, category) as unknown as RegistryFormValues, context, options);
}

/** The label a form path is known by (`details.koah_sus` → horsepower). */
function labelOfPath(t: TFunction, path: string): string {
  const [head, second] = path.split('.');
  if (head === 'details' && second) return t(fieldLabelKey(second));
  return t(fieldLabelKey(head ?? path));
}

/** Spec 3 §5: "all required fields must be filled", then each field's error, one per line. */
export function invalidFormMessage(t: TFunction, errors: unknown): string {
  const lines = errorPaths(errors).map(
    (path) => `${labelOfPath(t, path)}: ${translateFieldError(t, errorMessageAt(errors, path))}`,
  );
  return [t('registry.notices.fillRequired'), ...lines].join('\n');
}

function RegistryItemForm({ open, mode, category, item, onClose, onSaved }: RegistryItemDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogTabs = useDialogTabs<RegistryDialogTab>('details');
  const isReadOnly = mode === 'view';

  const original = useMemo(
    () => (item ? itemToFormValues(item, category) : emptyRegistryFormValues(category)),
    [item, category],
  );
  const resolver = useMemo(() => resolverFor(category), [category]);
  const draftStart = useRecordDraftStart('registry', item?._id ?? `new.${category}`, isReadOnly, original);
  const form = useForm<RegistryFormValues, unknown, ParsedRegistryItemInput>({
    defaultValues: draftStart.initialValues,
    resolver,
    mode: 'onTouched',
    // Focus is moved by hand once the tab holding the first error is shown.
    shouldFocusError: false,
  });
  const uploads = useFileUploads({
    onUploaded: (stored) =>
      form.setValue('files', dedupeRegistryFiles([...form.getValues('files'), storedToFormFile(stored)]), {
        shouldDirty: true,
      }),
    isAttached: (file) =>
      form.getValues('files').some((attached) => attached.name === file.name && attached.size === file.size),
    alreadyAttachedMessage: (name) => t('registry.files.alreadyAttached', { name }),
  });
  const draft = useRecordDraft(draftStart, form as UseFormReturn<RegistryFormValues, unknown, unknown>, {
    isOpen: open,
    isChanged: (values) =>
      hasUnsavedRequest(toRegistryInput(values, category), toRegistryInput(original, category)),
    // Files are left out: their links expire, and an upload shows on the record anyway.
    toDraft: ({ files: _files, ...typed }) => typed,
  });
  const discard = useDiscardChanges(draft.clearing(onClose));

  const { isSaving, save, showFirstError } = useTabbedFormSave({
    form,
    isReadOnly,
    uploads,
    dialogTabs,
    errorTarget: firstPathTarget(tabOfPath),
    notifyInvalid: (errors) =>
      notify.error(invalidFormMessage(t, errors), { title: t('registry.notices.errorTitle') }),
  });

  const saveValid = useSaveRegistryItem({
    mode,
    category,
    item,
    form,
    onFieldErrors: showFirstError,
    onSaved: (saved) => {
      draft.clear();
      onSaved?.(saved);
      onClose();
    },
  });

  const isChanged = () =>
    hasUnsavedRequest(
      toRegistryInput(form.getValues(), category),
      toRegistryInput(original, category),
      uploads.pending.length,
    );

  const requestClose = () => {
    if (isSaving) return;
    discard.closeOrAsk(!isReadOnly && isChanged());
  };

  const categoryName = t(`registry.categories.${category}`);
  const title = t(`registry.dialog.${mode}Title`, { category: categoryName });

  return (
    <RecordFormDialog
      open={open}
      onClose={requestClose}
      onSubmit={() => void save(saveValid)}
      title={title}
      subtitle={
        item ? (
          <bdi dir="ltr">{[item.mispar_rechev, item.mispar_shilda].filter(Boolean).join(' · ')}</bdi>
        ) : undefined
      }
      testId="registry-dialog"
    >
      {draft.isRestored && open ? <DraftRestoredNotice onDiscard={draft.startOver} /> : null}
      <FormProvider {...form}>
        <RegistryDialogContext.Provider value={{ mode, category, isReadOnly, item, uploads }}>
          <DialogTabs
            state={dialogTabs}
            tabs={tabsForMode(mode)}
            label={(entry) => t(`registry.tabs.${entry}`)}
            ariaLabel={t('registry.dialog.tabsLabel')}
            testIdPrefix="registry"
            render={(entry) => <TabContent tab={entry} />}
          />
          <RegistryDialogFooter
            form={form}
            mode={mode}
            category={category}
            original={original}
            pendingUploads={uploads.pending.length}
            isSaving={isSaving}
            onExit={requestClose}
          />
        </RegistryDialogContext.Provider>
      </FormProvider>
      <DiscardChangesDialog discard={discard} textsKey="registry.dialog" />
    </RecordFormDialog>
  );
}

interface RegistryDialogFooterProps {
  form: UseFormReturn<RegistryFormValues, unknown, ParsedRegistryItemInput>;
  mode: RegistryDialogMode;
  category: RegistryCategory;
  original: RegistryFormValues;
  pendingUploads: number;
  isSaving: boolean;
  onExit: () => void;
}

/**
 * Exit, and add (create) or update (edit). Spec 3 §2.9: update stays disabled until the data
 * differs from what was loaded or files are pending; view has no save button.
 */
function RegistryDialogFooter({
  form,
  mode,
  category,
  original,
  pendingUploads,
  isSaving,
  onExit,
}: RegistryDialogFooterProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as RegistryFormValues;
  const isChanged = hasUnsavedRequest(
    toRegistryInput(values, category),
    toRegistryInput(original, category),
    pendingUploads,
  );
  return (
    <EditDialogFooter
      mode={mode}
      isChanged={isChanged}
      isSaving={isSaving}
      pendingUploads={pendingUploads}
      uploadsLabel={t('registry.dialog.uploadsRunning', { count: pendingUploads })}
      exitLabel={t('registry.dialog.exit')}
      saveLabel={mode === 'create' ? t('registry.dialog.add') : t('registry.dialog.update')}
      onExit={onExit}
    />
  );
}

function TabContent({ tab }: { tab: RegistryDialogTab }) {
  switch (tab) {
    case 'details':
      return <VehicleDetailsTab />;
    case 'items':
      return <ItemsTab />;
    case 'customers':
      return <CustomersTab />;
    case 'files':
      return <FilesTab />;
    case 'insurance':
      return <InsuranceTab />;
  }
}
