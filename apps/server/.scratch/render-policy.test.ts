import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { renderPolicyPdf } from '../src/modules/policies/policy-document';
import { ChromiumPdfEngine } from '../src/platform/pdf/pdf-engine';
import { readPdfText } from '../src/platform/pdf/pdf-text.test-support';
import { samplePolicyForScratch } from './sample';

it('render', async () => {
  const engine = new ChromiumPdfEngine({ executablePath: '/usr/bin/chromium' });
  const pdf = await renderPolicyPdf(engine, samplePolicyForScratch(), '2026-01-02');
  writeFileSync('/tmp/policy.pdf', pdf);
  console.log((await readPdfText(pdf)).lines.join('\n'));
  await engine.close();
});
