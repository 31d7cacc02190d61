import { writeFileSync } from 'node:fs';
import { renderPolicyPdf } from '../src/modules/policies/policy-document';
import { fontPackageDir } from '../src/platform/pdf/fonts';
import { createPdfEngine } from '../src/platform/pdf/pdf-engine';
import { samplePolicyForScratch } from './sample';

console.info('font package at', fontPackageDir());
const engine = createPdfEngine({ chromiumPath: undefined });
const pdf = await renderPolicyPdf(engine, samplePolicyForScratch(), '2026-01-02');
writeFileSync('/tmp/policy-dist.pdf', pdf);
console.info('PDF bytes', pdf.length);
await engine.close();
