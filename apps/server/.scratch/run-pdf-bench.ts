import { benchPdf } from '../bench/pdf.bench';
await benchPdf();
