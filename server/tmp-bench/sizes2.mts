import sharp from "sharp";
sharp.concurrency(1);
const width = 1200, height = 1600;
async function portrait(sigma: number) {
  const shapes = Buffer.from(`<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(40,35%,70%)"/><circle cx="${width / 2}" cy="${height * 0.36}" r="${width * 0.2}" fill="hsl(25,45%,45%)"/><rect x="180" y="960" width="840" height="800" rx="240" fill="hsl(220,50%,35%)"/></svg>`);
  const grain = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma } } }).png().toBuffer();
  return sharp(shapes).composite([{ input: grain, blend: "soft-light" }]).jpeg({ quality: 85 }).toBuffer();
}
for (const sigma of [10, 30]) {
  const photo = await portrait(sigma);
  const { data, info } = await sharp(photo).resize(800, 1000, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  for (const effort of [4, 2, 1, 0]) {
    const sizes = [];
    const t0 = performance.now();
    for (const [w, h] of [[800, 1000], [480, 600], [160, 200]]) sizes.push((await sharp(data, raw).resize(w, h).webp({ quality: 72, effort }).toBuffer()).length);
    console.log(`sigma ${sigma} jpeg ${Math.round(photo.length / 1024)}KB effort ${effort}: ${sizes.map((s) => Math.round(s / 1024) + "KB").join(" ")} ${(performance.now() - t0).toFixed(0)} ms`);
  }
}
