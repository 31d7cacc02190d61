import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  type ManagedRole,
  type ParsedUserInput,
  tabsFor,
  type User,
  type UserDialogTab,
  userInputSchema,
} from '@tg/domain';
import { useMemo } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { useNotify } from '../../../../app/notifications';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { DraftRestoredNotice } from '../../../../ui/draft-restored-notice';
import { RecordFormDialog } from '../../../../ui/record-form-dialog';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useRecordDraft, useRecordDraftStart } from '../../../../ui/use-record-draft';
import { useTabbedFormSave } from '../../../../ui/use-tabbed-form-save';
import { AdditionalInfoTab } from './additional-info-tab';
import { AttachmentsTab } from './attachments-tab';
import { BasicInfoTab } from './basic-info-tab';
import { ContactsTab } from './contacts-tab';
import { DocumentHistoryTab } from './document-history-tab';
import { hasUnsavedChanges } from './edit-tracking';
import { InstallationsTab } from './installations-tab';
import { MachinesTab } from './machines-tab';
import { NotesTab } from './notes-tab';
import { PermissionsTab } from './permissions-tab';
import { PoliciesTab } from './policies-tab';
import { SessionsTab } from './sessions-tab';
import { SubUsersTab } from './sub-users-tab';
import { firstTabOfPaths, tabOfField } from './tab-errors';
import { useAttachmentUploads } from './use-attachment-uploads';
import { useSaveUser } from './use-save-user';
import { UserDialogContext, type UserDialogMode } from './user-dialog-context';
import { UserDialogFooter } from './user-dialog-footer';
import { emptyUserFormValues, toUserInput, type UserFormValues, userToFormValues } from './user-form-values';
import { WarehouseTab } from './warehouse-tab';

/** The record's tabs, plus the signed-in sessions the admin may see on a saved record. */
type ShownTab = UserDialogTab | 'sessions';

export interface UserDialogProps {
  open: boolean;
  mode: UserDialogMode;
  role: ManagedRole;
  /** The record shown or edited; required for edit and view. */
  user?: User;
  /** Create a sub-user of this account: the new record gets `type: {role: 'admin', parentId}`. */
  parentId?: string;
  onClose: () => void;
  /** After a successful create or update, before closing. */
  onSaved?: (user: User) => void;
}

/**
 * A person's record in three modes: create, edit and view (view has no save). The tabs depend on
 * the role (`tabsFor`); each mounts on its first visit and stays mounted, so what was typed on one
 * tab survives switching to another. A new form is made every time the dialog opens.
 */
export function UserDialog(props: UserDialogProps) {
  const openings = useOpeningCount(props.open);
  return <UserDialogForm key={`${openings}:${props.mode}:${props.user?._id ?? ''}`} {...props} />;
}

/** The resolver validates what would be sent (the domain schema, as the server does). */
const userResolver: Resolver<UserFormValues, unknown, ParsedUserInput> = (values, context, options) =>
  (zodResolver(userInputSchema) as unknown as Resolver<UserFormValues, unknown, ParsedUserInput>)(
    toUserInput(values) as unknown as UserFormValues,
    context,
    options,
  );

function UserDialogForm({ open, mode, role, user, parentId, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const tabs = useMemo(() => tabsFor(role), [role]);
  const shownTabs = useMemo<ShownTab[]>(
    () => [
      ...tabs.map((entry) => entry.tab),
      ...(user && mode !== 'create' && can(userRole, 'sessions.manage') ? (['sessions'] as const) : []),
    ],
    [tabs, user, mode, userRole],
  );
  const dialogTabs = useDialogTabs<ShownTab>(tabs[0]?.tab ?? 'basicInfo');
  const isReadOnly = mode === 'view';

  const original = useMemo(() => (user ? userToFormValues(user) : emptyUserFormValues()), [user]);
  const draftStart = useRecordDraftStart(
    'user',
    user?._id ?? `new.${role}.${parentId ?? 'top'}`,
    isReadOnly,
    original,
  );
  const form = useForm<UserFormValues, unknown, ParsedUserInput>({
    defaultValues: draftStart.initialValues,
    resolver: userResolver,
    mode: 'onTouched',
    // Focus is moved by hand once the tab holding the first error is shown.
    shouldFocusError: false,
  });
  const uploads = useAttachmentUploads(form);
  const draft = useRecordDraft(draftStart, form as UseFormReturn<UserFormValues, unknown, unknown>, {
    isOpen: open,
    isChanged: (values) => hasUnsavedChanges(values, original),
    // Attachments are left out: their links expire, and an upload shows on the record anyway.
    toDraft: ({ docs: _docs, ...typed }) => typed,
  });
  const discard = useDiscardChanges(draft.clearing(onClose));

  const { isSaving, save, showFirstError } = useTabbedFormSave({
    form,
    isReadOnly,
    uploads,
    dialogTabs,
    // The first tab in the dialog's order with an error, focusing its first failed field.
    errorTarget: (paths) => {
      const tab = firstTabOfPaths(paths, tabs);
      return tab && { tab, path: paths.find((candidate) => tabOfField(candidate) === tab) };
    },
    notifyInvalid: () => notify.error(t('validation.fillRequired')),
  });

  const saveValid = useSaveUser({
    mode,
    role,
    user,
    parentId,
    form,
    onFieldErrors: showFirstError,
    onSaved: (saved) => {
      draft.clear();
      onSaved?.(saved);
      onClose();
    },
  });

  const requestClose = () => {
    if (isSaving) return;
    discard.closeOrAsk(!isReadOnly && hasUnsavedChanges(form.getValues(), original, uploads.pending.length));
  };

  const roleName = t(`common.roles.${role}`);
  const title =
    mode === 'create'
      ? parentId
        ? t('users.dialog.createSubUserTitle')
        : t('users.dialog.createTitle', { role: roleName })
      : mode === 'edit'
        ? t('users.dialog.editTitle', { role: roleName })
        : t('users.dialog.viewTitle', { role: roleName });

  return (
    <RecordFormDialog
      open={open}
      onClose={requestClose}
      onSubmit={() => void save(saveValid)}
      title={title}
      subtitle={user?.userInformation.name}
      testId="user-dialog"
    >
      {draft.isRestored && open ? <DraftRestoredNotice onDiscard={draft.startOver} /> : null}
      <FormProvider {...form}>
        <UserDialogContext.Provider value={{ mode, role, isReadOnly, user, uploads }}>
          <DialogTabs
            state={dialogTabs}
            tabs={shownTabs}
            label={(entry) => t(`users.tabs.${entry}`)}
            ariaLabel={t('users.dialog.tabsLabel')}
            testIdPrefix="user"
            isDisabled={(entry) => tabs.some((candidate) => candidate.tab === entry && candidate.disabled)}
            render={(entry) => <TabContent tab={entry} />}
          />
          <UserDialogFooter original={original} isSaving={isSaving} onExit={requestClose} />
        </UserDialogContext.Provider>
      </FormProvider>
      <DiscardChangesDialog discard={discard} textsKey="users.dialog" />
    </RecordFormDialog>
  );
}

function TabContent({ tab }: { tab: ShownTab }) {
  switch (tab) {
    case 'sessions':
      return <SessionsTab />;
    case 'basicInfo':
      return <BasicInfoTab />;
    case 'additionalInfo':
      return <AdditionalInfoTab />;
    case 'notes':
      return <NotesTab />;
    case 'contacts':
      return <ContactsTab />;
    case 'subUsers':
      return <SubUsersTab />;
    case 'machines':
      return <MachinesTab />;
    case 'permissions':
      return <PermissionsTab />;
    case 'attachments':
      return <AttachmentsTab />;
    case 'documentHistory':
      return <DocumentHistoryTab />;
    case 'warehouse':
      return <WarehouseTab />;
    case 'installationsPerformed':
      return <InstallationsTab />;
    case 'policies':
      return <PoliciesTab />;
  }
}
