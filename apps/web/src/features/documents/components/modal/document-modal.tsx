import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  Dialog,
  DialogTitle,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  type BusinessDocument,
  can,
  changedFields,
  type DocCategory,
  documentInputSchema,
  initialGeneralStatus,
  isStaff,
  type ParsedDocumentInput,
  type RegistryItem,
} from '@tg/domain';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { useNotify } from '../../../../app/notifications';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { DialogTabs, useDialogTabs } from '../../../../ui/dialog-tabs';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { DraftRestoredNotice } from '../../../../ui/draft-restored-notice';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useRecordDraft, useRecordDraftStart } from '../../../../ui/use-record-draft';
import { useTabbedFormSave } from '../../../../ui/use-tabbed-form-save';
import { useBusinessDetails } from '../../../business-details';
import { fetchDocument } from '../../api/use-documents';
import { parseCloseReason } from '../../document-display';
import { DocumentAttachmentsPanel } from '../attachments/document-attachments-panel';
import { DamageReportTab } from '../damage-report/damage-report-tab';
import { DocumentItemsTab } from '../items/document-items-tab';
import { PersonalAccidentsTab } from '../personal-accidents/personal-accidents-tab';
import { DocumentPreviewSection } from '../preview/document-preview-section';
import { SupplierOrderTab } from '../supplier-order/supplier-order-tab';
import { ActivityLogTab } from './activity-log-tab';
import { BottomBar, type DocumentAction } from './bottom-bar';
import { ChoiceDialog } from './choice-dialog';
import { CloseDocumentDialog } from './close-document-dialog';
import { DetailsTab } from './details-tab';
import {
  type DocumentFormValues,
  type DocumentModalMode,
  documentToFormValues,
  newDocumentRecord,
  newDocumentValues,
  newNoteText,
} from './document-form-values';
import { DocumentModalContext, useDocumentModal } from './document-modal-context';
import { DocumentOpener } from './document-opener';
import { MissingFieldsDialog } from './missing-fields-dialog';
import { NotesTab } from './notes-tab';
import { SidePanel } from './side-panel';
import { useCustomerSearch } from './use-customer-search';
import { useSaveDocument } from './use-save-document';

export type { DocumentModalMode } from './document-form-values';

/** A price quote can become either of these (spec 2 §4 Transfer). */
export type TransferTarget = 'workCard' | 'shippingCertificate';

/** The navigation sections, in the spec's order (spec 2 §2). */
export const documentTabs = [
  'details',
  'damageReport',
  'personalAccidents',
  'items',
  'attachments',
  'pdfPreview',
  'notes',
  'activityLog',
  'supplierOrder',
] as const;
export type DocumentTab = (typeof documentTabs)[number];

/** The tab a form path is shown on. */
export function tabOfPath(path: string): DocumentTab {
  const [head] = path.split('.');
  if (head === 'products' || head === 'works') return 'items';
  if (head === 'orderedProducts') return 'supplierOrder';
  if (head === 'docNotes') return 'notes';
  if (head === 'damageReport') return 'damageReport';
  if (head === 'personalAccidents') return 'personalAccidents';
  if (head === 'docs') return 'attachments';
  return 'details';
}

export interface DocumentModalProps {
  open: boolean;
  mode: DocumentModalMode;
  /** The document's category; a transfer's source is a price quote. */
  category: DocCategory;
  /** Required for edit, view, delete and transfer. */
  document?: BusinessDocument;
  /** Transfer mode: what the price quote becomes. */
  transferTo?: TransferTarget;
  /**
   * Create mode: what the new document starts with over the empty one (a document made from a
   * service call, `LinkingIdServiceCall` set); its draft is kept apart from a blank new document's.
   */
  initialValues?: Partial<DocumentFormValues>;
  /** After a save, before closing: the document as the server answered it. */
  onSaved?: (saved: BusinessDocument) => void;
  /**
   * Create mode from a service call: the server answered that the call was already carried into a
   * document (409). The modal says so and closes.
   */
  onServiceCallTaken?: () => void;
  onClose: () => void;
  /** The modal moved to another mode or document (actions menu, refresh): the address may follow. */
  onShowing?: (showing: {
    mode: DocumentModalMode;
    document?: BusinessDocument;
    transferTo?: TransferTarget;
  }) => void;
}

interface Showing {
  mode: DocumentModalMode;
  document?: BusinessDocument;
  transferTo?: TransferTarget;
  /** What was typed before switching to a transfer: nothing typed is lost. */
  carried?: DocumentFormValues;
  version: number;
}

/**
 * A business document in its five modes (spec 2 §2 Document modal): full screen on phones, a large
 * dialog on wide screens. The dialog stays while the mode changes (close, transfer, refresh); the
 * form inside is made afresh for each mode and each opening.
 */
export function DocumentModal(props: DocumentModalProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const openings = useOpeningCount(props.open);
  const titleId = useId();
  // The form inside decides whether closing must ask first.
  const requestClose = useRef(props.onClose);
  return (
    <Dialog
      open={props.open}
      onClose={() => requestClose.current()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      data-testid="document-modal"
      slotProps={{ paper: { sx: { height: { sm: '92vh' } } } }}
    >
      <ModalState key={openings} {...props} titleId={titleId} requestClose={requestClose} />
    </Dialog>
  );
}

function ModalState(props: DocumentModalProps & { titleId: string; requestClose: { current: () => void } }) {
  const [showing, setShowing] = useState<Showing>({
    mode: props.mode,
    document: props.document,
    transferTo: props.transferTo,
    version: 0,
  });
  const show = (next: Omit<Showing, 'version'>) => {
    setShowing((current) => ({ ...next, version: current.version + 1 }));
    props.onShowing?.({ mode: next.mode, document: next.document, transferTo: next.transferTo });
  };
  return (
    <DocumentForm
      key={`${showing.mode}:${showing.transferTo ?? ''}:${showing.version}`}
      {...props}
      showing={showing}
      show={show}
    />
  );
}

/**
 * A transfer's new document is made from the quote, not from the service call the quote may have
 * been made from: that call already moved on with the quote (and would be refused a second time).
 * The new document links the quote (LinkingReferenceNumber), which links the call.
 */
const notFromServiceCall = { LinkingIdServiceCall: null } as const;

/** The resolver validates what would be sent, with the schema the server parses it with. */
const resolver = zodResolver(documentInputSchema) as unknown as Resolver<
  DocumentFormValues,
  unknown,
  ParsedDocumentInput
>;

/** Whether the form holds something the saved (or new) document does not: a change or a note. */
function isChanged(values: DocumentFormValues, original: DocumentFormValues): boolean {
  return newNoteText(values) !== '' || changedFields(original, values).length > 0;
}

const noUploads = { settled: async () => {} };

interface DocumentFormProps extends DocumentModalProps {
  titleId: string;
  requestClose: { current: () => void };
  showing: Showing;
  show: (next: Omit<Showing, 'version'>) => void;
}

function DocumentForm({
  open,
  category: baseCategory,
  initialValues,
  onSaved,
  onServiceCallTaken,
  onClose,
  titleId,
  requestClose,
  showing,
  show,
}: DocumentFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const { userRole } = useAuth();
  const { mode, document, transferTo } = showing;
  const category: DocCategory =
    mode === 'transfer' && transferTo ? transferTo : (document?.category ?? baseCategory);
  const isReadOnly = mode === 'view' || mode === 'delete';
  const canUpdate = can(userRole, 'documents.update');
  const canCreate = can(userRole, 'documents.create');

  const original = useMemo<DocumentFormValues>(() => {
    if (mode === 'create' || !document) return newDocumentValues(category, initialValues);
    if (mode === 'transfer')
      return {
        ...documentToFormValues(document, { withNewNote: true }),
        ...notFromServiceCall,
        generalStatus: { status: initialGeneralStatus(category) },
      };
    return documentToFormValues(document, { withNewNote: mode === 'edit' });
  }, [mode, document, category, initialValues]);
  const record =
    mode === 'create'
      ? newDocumentRecord(category, initialValues)
      : mode === 'transfer'
        ? `transfer.${document?.docId}.${category}`
        : `${category}.${document?.docId}`;
  const draftStart = useRecordDraftStart('document', record, isReadOnly, original);
  const form = useForm<DocumentFormValues, unknown, ParsedDocumentInput>({
    defaultValues: showing.carried ?? draftStart.initialValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const looseForm = form as unknown as UseFormReturn<DocumentFormValues, unknown, unknown>;
  const draft = useRecordDraft(draftStart, looseForm, {
    isOpen: open,
    isChanged: (values) => isChanged(values, original),
    toDraft: (values) => values,
  });
  const dialogTabs = useDialogTabs<DocumentTab>('details');
  const customerSearch = useCustomerSearch(looseForm);
  const [missing, setMissing] = useState<{ messages: string[]; paths: string[] } | null>(null);
  const [isRefreshing, setRefreshing] = useState(false);
  const [isAskingRefresh, setAskingRefresh] = useState(false);
  const [opened, setOpened] = useState<{ category: DocCategory; docId: number } | null>(null);

  const hasChanges = () => !isReadOnly && isChanged(form.getValues(), original);
  const discard = useDiscardChanges(draft.clearing(onClose));
  const exit = () => discard.closeOrAsk(hasChanges());

  const { isSaving, save, showFirstError } = useTabbedFormSave({
    form,
    isReadOnly,
    uploads: noUploads,
    dialogTabs,
    errorTarget: (paths) => {
      const first = paths[0];
      if (!first) return undefined;
      // A message on the notes as a whole is about the new note: it gets the focus.
      return { tab: tabOfPath(first), path: first === 'docNotes' ? 'docNotes.0.content' : first };
    },
    notifyInvalid: () => notify.error(t('documents.notices.invalid')),
  });
  requestClose.current = () => {
    if (!isSaving) exit();
  };

  const refresh = async () => {
    if (!document) return;
    setAskingRefresh(false);
    setRefreshing(true);
    try {
      const fresh = await fetchDocument(document.category, document.docId);
      if (!fresh) {
        notify.error(t('documents.notices.refreshNotFound'));
        return;
      }
      draft.clear();
      show({ mode: fresh.status && mode === 'edit' ? 'edit' : 'view', document: fresh });
    } catch {
      notify.error(t('documents.notices.refreshError'));
    } finally {
      setRefreshing(false);
    }
  };

  const saveValid = useSaveDocument({
    mode,
    category,
    document,
    form,
    onMissingFields: (messages, paths) => {
      // The tab with the first problem shows behind the list; its field gets the focus after.
      const first = paths[0];
      if (first) dialogTabs.showTab(tabOfPath(first));
      setMissing({ messages, paths });
    },
    onClosedMeanwhile: () => void refresh(),
    onServiceCallTaken: () => {
      draft.clear();
      onServiceCallTaken?.();
      onClose();
    },
    onSaved: (saved) => {
      draft.clear();
      onSaved?.(saved);
      onClose();
    },
  });

  const isOpenQuote = document?.category === 'priceQuote' && document.status;
  const actions: DocumentAction[] = [
    ...(userRole && isStaff(userRole) ? (['close'] as const) : []),
    ...(isOpenQuote && canCreate ? (['transferToWorkCard', 'transferToShippingCertificate'] as const) : []),
  ];
  const act = (action: DocumentAction) => {
    if (action === 'close') {
      show({ mode: 'delete', document });
      return;
    }
    show({
      mode: 'transfer',
      document,
      transferTo: action === 'transferToWorkCard' ? 'workCard' : 'shippingCertificate',
      carried: {
        ...form.getValues(),
        ...notFromServiceCall,
        generalStatus: {
          status: initialGeneralStatus(action === 'transferToWorkCard' ? 'workCard' : 'shippingCertificate'),
        },
      },
    });
  };
  const backFromDelete = () => show({ mode: document?.status && canUpdate ? 'edit' : 'view', document });

  const onMachineFound = (item: RegistryItem) => {
    const set = (name: 'machine.vinNumber', value: string) =>
      form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    set('machine.vinNumber', item.mispar_shilda);
    set('machine.tractorNumber' as 'machine.vinNumber', item.mispar_rechev);
    set('machine.machine' as 'machine.vinNumber', item.tozeret_nm);
    set('machine.model' as 'machine.vinNumber', item.degem_nm);
    set('machine.year' as 'machine.vinNumber', item.shnat_yitzur);
    set('machine.sug_tzama_nm' as 'machine.vinNumber', item.sug_tzama_nm);
    form.clearErrors('machine');
    notify.info(t('documents.machineSearch.filled'));
    customerSearch.findByMachine({ vinNumber: item.mispar_shilda, tractorNumber: item.mispar_rechev });
  };

  const context = useMemo(
    () => ({
      mode,
      category,
      document,
      isReadOnly,
      openDocument: (linkedCategory: DocCategory, docId: number) =>
        setOpened({ category: linkedCategory, docId }),
    }),
    [mode, category, document, isReadOnly],
  );

  const sidePanel = <SidePanel onMachineFound={onMachineFound} />;

  return (
    <FormProvider {...form}>
      <DocumentModalContext.Provider value={context}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // A dialog opened from inside is portalled, but React still bubbles its submit up here.
            event.stopPropagation();
            void save(saveValid);
          }}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <ModalHeader titleId={titleId} />
          {draft.isRestored && open ? <DraftRestoredNotice onDiscard={draft.startOver} /> : null}
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              flex: '1 1 auto',
              minHeight: 0,
              overflowY: { xs: 'auto', md: 'hidden' },
            }}
          >
            {isNarrow ? (
              <Accordion disableGutters elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid="doc-side-panel-toggle">
                  <Typography variant="subtitle2">{t('documents.sidePanel')}</Typography>
                </AccordionSummary>
                <AccordionDetails>{sidePanel}</AccordionDetails>
              </Accordion>
            ) : null}
            <Box
              sx={{
                flex: '1 1 auto',
                minWidth: 0,
                minHeight: { md: 0 },
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              <DialogTabs
                state={dialogTabs}
                tabs={documentTabs}
                label={(tab) => t(`documents.tabs.${tab}`)}
                ariaLabel={t('documents.tabsLabel')}
                testIdPrefix="doc"
                render={(tab) => <TabContent tab={tab} customerSearch={customerSearch} />}
              />
            </Box>
            {isNarrow ? null : (
              <Box
                component="aside"
                aria-label={t('documents.sidePanel')}
                sx={{
                  width: 320,
                  flexShrink: 0,
                  borderInlineStart: 1,
                  borderColor: 'divider',
                  overflowY: 'auto',
                  padding: 2,
                }}
              >
                {sidePanel}
              </Box>
            )}
          </Box>
          <BottomBar
            mode={mode}
            isSaving={isSaving}
            isRefreshing={isRefreshing}
            actions={actions}
            onExit={() => requestClose.current()}
            onRefresh={() => (hasChanges() ? setAskingRefresh(true) : void refresh())}
            onAction={act}
          />
        </Box>
        <ChoiceDialog
          open={customerSearch.choices !== null}
          title={t('documents.customerSearch.chooserTitle')}
          body={t('documents.customerSearch.chooserBody')}
          items={customerSearch.choices ?? []}
          itemKey={(user) => user._id}
          describe={(user) => ({
            primary: user.userInformation.name,
            secondary: [user.userInformation.userId, user.userInformation.phoneNumber]
              .filter(Boolean)
              .join(' · '),
          })}
          onPick={customerSearch.choose}
          onCancel={customerSearch.closeChooser}
          testId="doc-customer-chooser"
        />
        <MissingFieldsDialog
          messages={missing?.messages ?? null}
          onClose={() => {
            showFirstError(missing?.paths ?? []);
            setMissing(null);
          }}
        />
        <DiscardChangesDialog discard={discard} textsKey="documents.discard" />
        <ConfirmDialog
          open={isAskingRefresh}
          destructive
          title={t('documents.refresh.title')}
          message={t('documents.refresh.body')}
          confirmLabel={t('documents.refresh.confirm')}
          onConfirm={() => void refresh()}
          onCancel={() => setAskingRefresh(false)}
        />
        {mode === 'delete' && document ? (
          <CloseDocumentDialog
            open
            document={document}
            onCancel={backFromDelete}
            onClosed={() => {
              draft.clear();
              onClose();
            }}
          />
        ) : null}
        {opened ? (
          <DocumentOpener category={opened.category} docId={opened.docId} onClose={() => setOpened(null)} />
        ) : null}
      </DocumentModalContext.Provider>
    </FormProvider>
  );
}

function TabContent({
  tab,
  customerSearch,
}: {
  tab: DocumentTab;
  customerSearch: ReturnType<typeof useCustomerSearch>;
}): ReactNode {
  const { isReadOnly, mode, category, document } = useDocumentModal();
  // A new document (or a transfer's) takes the business's VAT rate now; a saved one keeps its own.
  const isNew = mode === 'create' || mode === 'transfer';
  const currentVat = useBusinessDetails({ enabled: isNew && tab === 'items' }).data?.vatPercent;
  switch (tab) {
    case 'details':
      return <DetailsTab customerSearch={customerSearch} />;
    case 'items':
      return (
        <DocumentItemsTab readOnly={isReadOnly} vatPercent={isNew ? currentVat : document?.vatPercent} />
      );
    case 'damageReport':
      return <DamageReportTab readOnly={isReadOnly} />;
    case 'personalAccidents':
      return <PersonalAccidentsTab readOnly={isReadOnly} />;
    case 'attachments':
      // A new document (or a transfer's target) gets its files once it is saved.
      return (
        <DocumentAttachmentsPanel
          category={category}
          docId={mode === 'create' || mode === 'transfer' ? undefined : document?.docId}
          readOnly={isReadOnly}
        />
      );
    case 'pdfPreview':
      return <DocumentPreviewSection />;
    case 'notes':
      return <NotesTab />;
    case 'activityLog':
      return <ActivityLogTab />;
    case 'supplierOrder':
      return <SupplierOrderTab readOnly={isReadOnly} />;
    default:
      return null;
  }
}

/** The title by mode, the document's state, and why a closed document is read-only. */
function ModalHeader({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const { mode, category, document, openDocument } = useDocumentModal();
  const categoryName = t(`documents.category.${category}`);
  const title =
    mode === 'create'
      ? t(`documents.create.${category}`)
      : mode === 'transfer'
        ? t('documents.modal.transferTitle', { category: categoryName, docId: document?.docId })
        : t(`documents.modal.${mode}Title`, { category: categoryName, docId: document?.docId });
  const closed =
    mode !== 'transfer' && document && !document.status ? parseCloseReason(document.closeReason) : null;
  return (
    <>
      <DialogTitle
        id={titleId}
        sx={{ paddingBlockEnd: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <span>{title}</span>
        {document && mode !== 'transfer' ? (
          <Chip
            size="small"
            color={document.status ? 'success' : 'error'}
            label={document.status ? t('documents.status.open') : t('documents.status.closed')}
            data-testid="doc-status-chip"
          />
        ) : null}
        {document?.userInformation.name ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {document.userInformation.name}
          </Typography>
        ) : null}
      </DialogTitle>
      {closed ? (
        <Alert severity="info" sx={{ marginInline: 3, marginBlockEnd: 1 }} data-testid="doc-closed-notice">
          {t('documents.modal.closedNotice')}{' '}
          {closed.kind === 'transferred' ? (
            <>
              {t('documents.closeReason.transferredTo', {
                category: t(`documents.category.${closed.category}`),
              })}{' '}
              <Link
                component="button"
                type="button"
                onClick={() => openDocument(closed.category, closed.docId)}
                data-testid="doc-closed-successor"
              >
                <bdi dir="ltr">{closed.docId}</bdi>
              </Link>
            </>
          ) : closed.text ? (
            t('documents.modal.closeReason', { reason: closed.text })
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
