import dayjs from 'dayjs';

/** A lead's moments as the office reads them: DD/MM/YYYY HH:mm. */
export const formatLeadDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
