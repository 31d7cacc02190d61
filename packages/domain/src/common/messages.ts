/**
 * Message keys used by validation rules. The server answers them in `error.fields`; the web
 * translates them (locales/<lang>/validation.json). Keep the two in step.
 */
export const validationMessages = {
  required: 'validation.required',
  invalidPhone: 'validation.invalidPhone',
  invalidEmail: 'validation.invalidEmail',
  userIdLength: 'validation.userIdLength',
  minLength3: 'validation.minLength3',
  specialPhone: 'validation.specialPhone',
  specialCode: 'validation.specialCode',
  specialRolesRequired: 'validation.specialRolesRequired',
  specialRoleAdmin: 'validation.specialRoleAdmin',
  invalidRole: 'validation.invalidRole',
  invalidCode: 'validation.invalidCode',
  invalidValue: 'validation.invalidValue',
  searchTooShort: 'validation.searchTooShort',
  phoneTaken: 'validation.phoneTaken',
  userIdTaken: 'validation.userIdTaken',
  missingUserId: 'validation.missingUserId',
  tooLong: 'validation.tooLong',
  machineNumberRequired: 'validation.machineNumberRequired',
  roleNotAllowed: 'validation.roleNotAllowed',
  fileTooLarge: 'validation.fileTooLarge',
  fileType: 'validation.fileType',
  yearFourDigits: 'validation.yearFourDigits',
  missingItemId: 'validation.missingItemId',
  itemExists: 'validation.itemExists',
  numberOnly: 'validation.numberOnly',
  invalidLink: 'validation.invalidLink',
  termsRequired: 'validation.termsRequired',
  invalidDate: 'validation.invalidDate',
  startBeforeToday: 'validation.startBeforeToday',
  startTooFar: 'validation.startTooFar',
  endBeforeStart: 'validation.endBeforeStart',
  periodTooLong: 'validation.periodTooLong',
  vehicleDetailsRequired: 'validation.vehicleDetailsRequired',
  productRequired: 'validation.productRequired',
  productNotFound: 'validation.productNotFound',
  /** A service call (ADR 0030): a subscription product, or paid service. */
  productOrPaidRequired: 'validation.productOrPaidRequired',
  /** A service call cannot be paid service and name a subscription product at once. */
  paidServiceWithProduct: 'validation.paidServiceWithProduct',
  /** A customer names a subscription it does not hold for this machine today (ADR 0033). */
  subscriptionNotHeld: 'validation.subscriptionNotHeld',
  reasonRequired: 'validation.reasonRequired',
  notPending: 'validation.notPending',
  minLength2: 'validation.minLength2',
  catalogNumberTooShort: 'validation.catalogNumberTooShort',
  tooManyImages: 'validation.tooManyImages',
  /** Personal accidents (ADR 0026): 'אפשר לרשום עד 20 נפגעים'. */
  injuredPersonsMax: 'validation.injuredPersonsMax',
  /** 'נרשמו נפגעים: אי אפשר לאשר שאין נפגעים' — nobody injured, yet persons listed. */
  injuredPersonsListed: 'validation.injuredPersonsListed',
  /** 'גיל בשנים שלמות, 0 עד 120'. */
  ageRange: 'validation.ageRange',
  /** 'מספר ימים בין 0 ל־365'. */
  absenceDaysRange: 'validation.absenceDaysRange',
  warehouseIdTaken: 'validation.warehouseIdTaken',
  positiveQuantity: 'validation.positiveQuantity',
  notNegative: 'validation.notNegative',
  sameWarehouse: 'validation.sameWarehouse',
  insufficientStock: 'validation.insufficientStock',
  mainWarehouseLocked: 'validation.mainWarehouseLocked',
  warehouseNotFound: 'validation.warehouseNotFound',
  yearsRange: 'validation.yearsRange',
  catalogNumberTaken: 'validation.catalogNumberTaken',
  categoryTaken: 'validation.categoryTaken',
  categoryInUse: 'validation.categoryInUse',
  categoryLocked: 'validation.categoryLocked',
  categoryNotFound: 'validation.categoryNotFound',
  englishNameOnly: 'validation.englishNameOnly',
  vehicleNumberRequired: 'validation.vehicleNumberRequired',
  manufacturerTaken: 'validation.manufacturerTaken',
  modelTaken: 'validation.modelTaken',
  lockedAfterApproval: 'validation.lockedAfterApproval',
  /** Works (spec 2 §5, §8): 'יש להזין שם עבודה', 'יש להזין מחיר עבודה', 'מק"ט עבודה כבר קיים'. */
  workNameRequired: 'validation.workNameRequired',
  workPriceRequired: 'validation.workPriceRequired',
  workCatalogNumberTaken: 'validation.workCatalogNumberTaken',
  /** A price: a number, not negative, with at most two decimals. */
  priceFormat: 'validation.priceFormat',
  /** A field the server assigns and never changes (a work's catalogue number). */
  readOnly: 'validation.readOnly',
  statusNameRequired: 'validation.statusNameRequired',
  /** Spec 2 §4: 'מספר המסלול כבר בשימוש בכרטיס אחר. בחר מספר אחר.' (per installer per day). */
  routeNumberTaken: 'validation.routeNumberTaken',
  statusNameTaken: 'validation.statusNameTaken',
  systemStatusLocked: 'validation.systemStatusLocked',
  statusIndexRange: 'validation.statusIndexRange',
  statusChanged: 'validation.statusChanged',
  /** A supplier order's quantity: a whole number from 1 to 999. */
  orderQuantityRange: 'validation.orderQuantityRange',
  /** A person's saved filter of one screen already has this name. */
  savedFilterNameTaken: 'validation.savedFilterNameTaken',
  /** A person keeps at most `savedFiltersPerScreenLimit` filters a screen. */
  savedFiltersLimit: 'validation.savedFiltersLimit',
} as const;
export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];
