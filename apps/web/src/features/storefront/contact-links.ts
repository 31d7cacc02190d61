/** Links that open the phone's dialler, WhatsApp and the maps app from the business's details. */

/** `tel:+972…` from a stored phone (kept in international form); '' when there is none. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : '';
}

/** wa.me wants the international number as digits only (no plus, no leading zero). */
export function whatsappHref(phone: string, text?: string): string {
  let digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('0')) digits = `972${digits.slice(1)}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** A maps search for the address (opens the maps app on a phone). */
export function mapsHref(address: string): string {
  const trimmed = address.trim();
  return trimmed ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(trimmed)}` : '';
}

/** A phone as people read it in Israel: +972501234567 → 050-123-4567; anything else as stored. */
export function displayPhone(phone: string): string {
  const match = /^\+972(\d{1,2})(\d{3})(\d{4})$/.exec(phone);
  if (!match) return phone;
  return `0${match[1]}-${match[2]}-${match[3]}`;
}
