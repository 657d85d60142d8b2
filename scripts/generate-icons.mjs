// Draws the site's icons and its link-preview image with headless Chromium (no image libraries):
// favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png (180 px), icons/icon-192.png,
// icons/icon-512.png, icons/icon-maskable-512.png and og-image.png (1200x630), all into public/.
// Run after changing the mark or the brand colours: `node scripts/generate-icons.mjs` (CHROMIUM_PATH
// overrides /usr/bin/chromium), then commit the files.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The brand colours of src/app/theme.ts (primary and secondary main) and the mark of
// public/favicon.svg and the header's logo.
const NAVY = '#0b3d91';
const SAFFRON = '#b34700';
const MARK_PATH = 'M20 44c4 4 20 4 24-3s-4-10-12-12-13-6-10-12 18-5 22 0';

/** The mark on a navy tile: rounded corners, or full-bleed with the mark in the safe zone (maskable). */
function markSvg(size, { rounded = true, inset = 0 } = {}) {
  const scale = (64 - 2 * inset) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${NAVY}"/>
<g transform="translate(${inset} ${inset}) scale(${scale})">
<path d="${MARK_PATH}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></g></svg>`;
}

const page = (width, height, body) => `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}
svg{display:block}</style></head><body>${body}</body></html>`;

const ogImage = page(
  1200,
  630,
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 88px;display:flex;flex-direction:column;justify-content:space-between;
background:${NAVY};color:#fff;
font-family:'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','DejaVu Sans',sans-serif">
  <div style="display:flex;align-items:center;gap:32px">
    <svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#fff"/>
      <path d="${MARK_PATH}" fill="none" stroke="${NAVY}" stroke-width="6" stroke-linecap="round"/></svg>
    <div style="line-height:1.05">
      <div style="font-size:84px;font-weight:800;letter-spacing:1px">Sahyog</div>
      <div style="font-size:30px;font-weight:600;letter-spacing:7px;text-transform:uppercase;opacity:.9">Manpower Services</div>
    </div>
  </div>
  <div>
    <div style="font-size:50px;font-weight:700;line-height:1.2">Domestic and international jobs</div>
    <div style="font-size:32px;margin-top:14px;opacity:.92">Recruitment · Payroll · Housekeeping · Ahmedabad</div>
    <div style="margin-top:30px;height:10px;width:160px;border-radius:5px;background:${SAFFRON}"></div>
  </div>
</div>`,
);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-icons-'));

function screenshot(name, width, height, html, transparent) {
  const htmlFile = path.join(work, `${name}.html`);
  const pngFile = path.join(work, `${name}.png`);
  fs.writeFileSync(htmlFile, html);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      ...(transparent ? ['--default-background-color=00000000'] : []),
      `--window-size=${width},${height}`,
      `--screenshot=${pngFile}`,
      `file://${htmlFile}`,
    ],
    { stdio: 'ignore' },
  );
  const png = fs.readFileSync(pngFile);
  const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (w !== width || h !== height) throw new Error(`${name}: got ${w}x${h}, wanted ${width}x${height}`);
  return png;
}

const icon = (name, size, options) =>
  screenshot(name, size, size, page(size, size, markSvg(size, options)), true);

/** An ICO holding PNG images (supported by every browser that reads favicon.ico). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
const write = (file, data) => {
  fs.writeFileSync(path.join(publicDir, file), data);
  console.log(`public/${file} (${data.length} bytes)`);
};
write('favicon.ico', ico([16, 32, 48].map((size) => ({ size, data: icon(`favicon-${size}`, size) }))));
// iOS rounds the corners itself and shows transparency as black: a full-bleed tile.
write('apple-touch-icon.png', icon('apple-touch-icon', 180, { rounded: false, inset: 4 }));
write('icons/icon-192.png', icon('icon-192', 192));
write('icons/icon-512.png', icon('icon-512', 512));
// Maskable: full-bleed, the mark inside the central 80 % safe zone.
write('icons/icon-maskable-512.png', icon('icon-maskable-512', 512, { rounded: false, inset: 10 }));
write('og-image.png', screenshot('og-image', 1200, 630, ogImage, false));
fs.rmSync(work, { recursive: true, force: true });
