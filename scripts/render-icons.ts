// Renders assets/icon.svg to the PNG sizes the manifests ask for, with the same headless
// Chromium the tests use. Run by hand after changing the SVG: `npx tsx scripts/render-icons.ts`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const SIZES = [16, 32, 48, 96, 128];
const { path, problem } = findChromium();
if (!path) throw new Error(problem);

const svg = readFileSync('assets/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: path,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const size of SIZES) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  await page.screenshot({ path: `public/icon/${size}.png`, omitBackground: true });
}
await browser.close();
console.log(`Rendered ${SIZES.join(', ')} px icons into public/icon/.`);
