import {
  type BusinessDocument,
  type DocCategory,
  formatDisplayDate,
  formatLocalPhone,
  type InstallerStatus,
  type IsoDate,
  installerStatuses,
  storekeeperReadyStatus,
} from '@tg/domain';
import type { TFunction } from 'i18next';
import { dashboardPath } from '../../app/navigation';

export type InstallerStep = keyof typeof installerStatuses;
export const installerSteps = Object.keys(installerStatuses) as InstallerStep[];

/** The step a general status is, when it is one of the installer's three. */
export function installerStepOf(status: string): InstallerStep | undefined {
  return installerSteps.find((step) => installerStatuses[step] === status);
}

/** Spec 2 §4: done green, collected ("in route") orange, failed red; any other status plain. */
export const stepColour: Record<InstallerStep, 'success' | 'warning' | 'error'> = {
  collected: 'warning',
  done: 'success',
  failed: 'error',
};

/** The installer's three by their names in the person's language; other statuses as written. */
export function generalStatusText(t: TFunction, status: string): string {
  const step = installerStepOf(status);
  return step ? t(`document-tasks.steps.${step}`) : status;
}

export function statusOfStep(step: InstallerStep): InstallerStatus {
  return installerStatuses[step];
}

/** dd/MM/yyyy, as fetchDailyTasks takes a day and every date is shown. */
export function dayParam(day: IsoDate): string {
  return formatDisplayDate(day);
}

/** The number to call about a card: its contact's, else the customer's. */
export function taskPhone(doc: BusinessDocument): string {
  return doc.contactDetails.phoneNumber || doc.userInformation.phoneNumber;
}

/** How people dial a number (0501234567), from the stored international form. */
export function localPhone(phone: string): string {
  return phone ? formatLocalPhone(phone) : '';
}

/** Street and building, then the city: "הרצל 12, חיפה". */
export function taskAddress(doc: Pick<BusinessDocument, 'shippingAddress'>): string {
  const { city, neighborhood, buildingNumber } = doc.shippingAddress;
  const street = [neighborhood, buildingNumber].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

export interface TaskItem {
  key: string;
  name: string;
  quantity: number;
}

/** The products, then the works, by the name the document shows for each. */
export function taskItems(doc: BusinessDocument): TaskItem[] {
  return [...doc.products, ...doc.works].map((line, index) => ({
    key: `${line.id || line.catalogNumber}-${index}`,
    name: (line.isGeneralName && line.generalName) || line.name || line.catalogNumber,
    quantity: line.quantity,
  }));
}

/** The documents screen with the document's modal open (the screen opens it from `?doc=`). */
export function documentLink(category: DocCategory, docId: number): string {
  return `${dashboardPath('worker', `doc/${category}`)}?doc=${docId}`;
}

/** Now as HH:mm, the default hour of a failure. */
export function currentHour(now: Date = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/**
 * Directions to a card in the phone's maps app (Google Maps' cross-platform directions link opens
 * the app on Android and iOS): to the card's coordinates when they are known, else to its address
 * as text; null when there is neither.
 */
export function directionsUrl(doc: Pick<BusinessDocument, 'location' | 'shippingAddress'>): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  const { location } = doc;
  if (location && Number.isFinite(location.lat) && Number.isFinite(location.lng)) {
    return `${base}${location.lat},${location.lng}`;
  }
  const address = taskAddress(doc);
  return address ? `${base}${encodeURIComponent(address)}` : null;
}

/** The storekeeper marks a card handled (prepared) with this handling status. */
export const handledStatus = storekeeperReadyStatus;

export interface PickingLine {
  /** The line's place in `products` (what productsPicking names). */
  line: number;
  name: string;
  quantity: number;
  isPicked: boolean;
  scannedCount: number;
}

/** The product lines a storekeeper picks, by their place in `products`. */
export function pickingLines(doc: BusinessDocument): PickingLine[] {
  return doc.products.map((product, line) => ({
    line,
    name: (product.isGeneralName && product.generalName) || product.name || product.catalogNumber,
    quantity: product.quantity,
    isPicked: product.isPicked,
    scannedCount: product.scannedCount,
  }));
}

/**
 * Text put into a sentence as its own direction run (Unicode first-strong isolate), so a Hebrew
 * name in an English sentence, or "6R" in a Hebrew one, does not carry its neighbours with it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
